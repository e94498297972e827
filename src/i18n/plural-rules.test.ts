import { describe, expect, it } from 'vitest';
import { createServerI18n } from '../../server/i18n';
import { namespaceTexts } from '../../server/mail/namespace-texts';

// R1: every language's counts take that language's plural forms. Ukrainian (the site's `ua`, Intl's `uk`)
// got English's one/other before, so "5 яхт" was written with the form for 2–4. The expected words are
// written here by hand from Ukrainian grammar: 1 яхта, 3 яхти, 5 яхт, 21 яхта.

describe('plural forms by each language’s rules (R1)', () => {
  it('Ukrainian pages count 1, 3, 5 and 21 boats with the one, few, many and one forms', async () => {
    const t = (await createServerI18n()).forLanguage('ua').getFixedT('ua', 'operator-fleet');
    expect([1, 3, 5, 21].map((count) => t('list.count', { count }))).toEqual(['1 яхта', '3 яхти', '5 яхт', '21 яхта']);
  });

  it('Ukrainian mails take the same forms', async () => {
    const t = (await namespaceTexts('operator-fleet'))('ua');
    expect(t('list.count', { count: 5 })).toBe('5 яхт');
  });
});
