import { describe, expect, it } from 'vitest';
import { commonLanguages } from './localized';

describe('commonLanguages (P2)', () => {
  it('P2 a page of several texts exists in the languages all of them have, in the site order', () => {
    expect(
      commonLanguages([
        ['de', 'en', 'fr'],
        ['en', 'fr', 'ru'],
      ]),
    ).toEqual(['en', 'fr']);
    expect(commonLanguages([['en', 'xx']])).toEqual(['en']);
    expect(commonLanguages([])).toHaveLength(12);
  });
});
