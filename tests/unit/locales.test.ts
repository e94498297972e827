import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales } from '../../scripts/locale-rules';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { LOCALES_DIR } from '../../server/i18n';

function fixture(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(content));
  }
  return dir;
}

describe('locale files (R1)', () => {
  it('R1 every key of every namespace is present and translated in all 12 languages', () => {
    expect(checkLocales(LOCALES_DIR, LANGUAGE_CODES)).toEqual([]);
  });

  it('R1 a missing key is reported', () => {
    const dir = fixture({ 'en/common.json': { a: 'Boat', b: 'Sea' }, 'de/common.json': { a: 'Boot' } });
    expect(checkLocales(dir, ['en', 'de'])).toEqual(['de/common.json: missing key b']);
  });

  it('R1 a value left identical to English is reported unless the key is a listed proper name', () => {
    const dir = fixture({
      'en/common.json': { name: 'Bluewater', sea: 'Sea' },
      'de/common.json': { name: 'Bluewater', sea: 'Sea' },
      'proper-names.json': { common: ['name'] },
    });
    expect(checkLocales(dir, ['en', 'de'])).toEqual(['de/common.json: sea is identical to English ("Sea")']);
  });

  it('R1 a lost placeholder and an extra key are reported', () => {
    const dir = fixture({
      'en/common.json': { year: '© {{year}}' },
      'fr/common.json': { year: '© année', extra: 'x' },
    });
    expect(checkLocales(dir, ['en', 'fr'])).toEqual([
      'fr/common.json: year does not keep the placeholders of English',
      'fr/common.json: key extra is not in English',
    ]);
  });

  it('R1 a language has the plural forms its own rules need, each with the placeholders of English', () => {
    const dir = fixture({
      'en/common.json': { hours_one: '{{count}} hour', hours_other: '{{count}} hours' },
      'ru/common.json': { hours_one: '{{count}} час', hours_few: '{{count}} часа', hours_other: '{{count}} часа' },
      'de/common.json': { hours_one: '{{count}} Stunde', hours_other: '{{count}} Stunden', hours_few: '{{n}} Stunden' },
    });
    expect(checkLocales(dir, ['en', 'ru', 'de'])).toEqual([
      'ru/common.json: missing plural form hours_many',
      'de/common.json: hours_few does not keep the placeholders of English',
    ]);
  });
});
