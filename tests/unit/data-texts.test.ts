import { describe, expect, it } from 'vitest';
import { checkDataTexts } from '../../scripts/data-text-rules';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { CITY_NAMES, SAIL_TYPE_NAMES } from '../../server/catalog/data-texts';
import { EXTRA_NAMES } from '../../server/db/seed/facts/extras';

// Issue 30 item 10: the data texts pages show (sail types, extras, equipment, crew certificates and
// specialties, cities) are translated in all 12 languages, and npm run i18n:check fails when one is
// missing or reads as in English where it must not.
describe('data texts (issue 30 item 10)', () => {
  it('every sail type, city, certificate, extra, piece of equipment and specialty is written in all 12 languages', () => {
    expect(checkDataTexts(LANGUAGE_CODES)).toEqual([]);
  });

  it('the texts German and Greek pages showed in English are translated: full batten, lazy jack, Transit log, Athens', () => {
    expect(SAIL_TYPE_NAMES['full batten']!.de).not.toBe(SAIL_TYPE_NAMES['full batten']!.en);
    expect(SAIL_TYPE_NAMES['lazy jack']!.el).not.toBe(SAIL_TYPE_NAMES['lazy jack']!.en);
    expect(EXTRA_NAMES.transitLog.el).not.toBe('Transit log');
    expect(CITY_NAMES.Athens!.de).toBe('Athen');
    expect(CITY_NAMES.Athens!.el).toBe('Αθήνα');
  });

  it('fails on a sail type with no names, on an extra left in English and on a city written in English in Greek', () => {
    const withoutLazyJack = Object.fromEntries(Object.entries(SAIL_TYPE_NAMES).filter(([sail]) => sail !== 'lazy jack'));
    const extras = { ...EXTRA_NAMES, transitLog: { ...EXTRA_NAMES.transitLog, el: 'Transit log' } };
    const cities = { ...CITY_NAMES, Athens: { ...CITY_NAMES.Athens!, el: 'Athens', de: 'Athens' } };
    expect(checkDataTexts(LANGUAGE_CODES, { sails: withoutLazyJack, extras, cities })).toEqual([
      'data texts: sail type "lazy jack" has no translations',
      'data texts: city "Athens" in el is identical to English ("Athens")',
      'data texts: extra transitLog in el is identical to English ("Transit log")',
    ]);
  });
});
