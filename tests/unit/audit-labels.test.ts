import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/languages';

// Issue 27: owners read the audit trail in their language. Every action the server writes to it (an
// `action: '…'` or the photos' audit(…, 'boat.photos.…') in server/) has a label in each language's
// operator.json, so the trail never shows a raw code such as "base.created".

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

const written = new Set(
  sourceFiles('server').flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('insertAudit')) return [];
    return [...text.matchAll(/(?:action: |, )'([a-z]+(?:\.[a-z_]+)+)'/g)].map((m) => m[1]!);
  }),
);

describe('the audit trail in every language (issue 27)', () => {
  it('finds the actions the server writes', () => {
    for (const action of ['operator.invited', 'boat.created', 'base.created', 'booking.cancel', 'boat.photos.upload'])
      expect(written).toContain(action);
  });

  it.each(LANGUAGE_CODES)('issue 27 every audit action has a label in %s', (lang) => {
    const labels = (JSON.parse(readFileSync(`locales/${lang}/operator.json`, 'utf8')) as { audit: { actions: Record<string, string> } })
      .audit.actions;
    expect([...written].filter((action) => !labels[action])).toEqual([]);
  });
});
