import { describe, expect, it } from 'vitest';
import { FIND_BY_NAME_DEFAULT_LIMIT, FIND_BY_NAME_MIN_LENGTH } from '../../contract/catalog-api';
import type { YachtCard } from '../../contract/yacht-list-api';
import { findByNameKey, NAME_SEARCH_LIMIT, NAME_SEARCH_MIN_LENGTH, nameMatchesOf } from '../../api/find-by-name';
import { yachtListOf } from '../../api/yacht-list';
import { pageWindow } from './pagination';
import { resultPoints } from './result-points';

describe('search page helpers', () => {
  it('C11 the name search asks from 3 characters for at most 5 boats, as the API defines', () => {
    expect([NAME_SEARCH_MIN_LENGTH, NAME_SEARCH_LIMIT]).toEqual([FIND_BY_NAME_MIN_LENGTH, FIND_BY_NAME_DEFAULT_LIMIT]);
    expect(findByNameKey('Ka', 'en')).toBeNull();
    expect(findByNameKey('  Ka  ', 'en')).toBeNull();
    // The query is written the site's one way (src/contract/query-string.ts): a space is +, as the API reads it.
    expect(findByNameKey('Kai &', 'de')).toBe('/find_by_name?name=Kai+%26&limit=5&locale=de');
    const match = {
      id: 1,
      slug: 'a',
      name: 'A',
      type_slug: 'catamaran',
      model: 'm',
      shipyard: 's',
      base_name: 'b',
      mainImageUrls: { '400': '', '800': '', original: '' },
    };
    expect(nameMatchesOf({ data: Array.from({ length: 8 }, (_, i) => ({ ...match, slug: `b${i}` })) })).toHaveLength(5);
    expect(nameMatchesOf({ data: [{ name: 'no slug' }, match] })).toEqual([match]);
    expect(nameMatchesOf('nonsense')).toEqual([]);
  });

  it('C5 page links: first, last and two either side of the current page, gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, null, 9]);
    expect(pageWindow(5, 9)).toEqual([1, null, 3, 4, 5, 6, 7, null, 9]);
    expect(pageWindow(9, 9)).toEqual([1, null, 7, 8, 9]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('a malformed list answer counts as none', () => {
    expect(yachtListOf({ message: 'x' })).toBeUndefined();
    expect(yachtListOf(null)).toBeUndefined();
  });

  it('M1 C6 R11 one map point per listed boat at its base, priced and linked like its card', () => {
    const boat = {
      id: 7,
      slug: 'lagoon-46-medusa',
      name: 'Medusa',
      type: { id: 1, slug: 'catamaran', name: 'Catamaran' },
      model: { id: 5, name: 'Lagoon 46' },
      shipyard: { id: 1, name: 'Lagoon' },
      base: { id: 4, slug: 'trogir', name: 'SCT Marina Trogir', city: 'Trogir', lat: 43.515, lng: 16.2517 },
      mainImageUrls: { '400': '/m/400.webp', '800': '/m/800.webp', original: '/m/o.webp' },
      price_from: 3955,
      quote: null,
    } as unknown as YachtCard;
    const dates = { date_start: '2027-06-05', date_end: '2027-06-12' };
    const from = (price: string) => `from ${price}`;
    const [undated] = resultPoints([boat], 'en', { frame: false, dates: null, from });
    expect(undated).toEqual({
      id: 7,
      lat: 43.515,
      lng: 16.2517,
      title: 'Medusa',
      subtitle: 'Lagoon Lagoon 46 · SCT Marina Trogir',
      href: '/en/catamaran/lagoon-46-medusa',
      imageUrl: '/m/400.webp',
      price: 'from €3,955',
    });
    const quoted = { ...boat, quote: { total: 12345 } } as unknown as YachtCard;
    const [dated] = resultPoints([quoted], 'de', { frame: true, dates, from });
    // Issue 30 item 5: a German map point writes the price the German way, the euro sign after a no-break space.
    expect(dated?.price).toBe('12.345\u00a0€');
    expect(dated?.href).toBe('/de/frame/catamaran/lagoon-46-medusa?date_start=2027-06-05&date_end=2027-06-12');
    expect(resultPoints([{ ...boat, price_from: null }], 'en', { frame: false, dates: null, from })[0]).not.toHaveProperty('price');
  });
});
