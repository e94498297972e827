import { describe, expect, it } from 'vitest';
import { parseStoredFavorites, toggleItem, WISHLIST_MAX, type FavoriteItem } from './favorite-items';

const item = (slug: string): FavoriteItem => ({
  yachtName: `Boat ${slug}`,
  yachtSlug: slug,
  yachtTypeSlug: 'catamaran',
  yachtCountryShort: 'HR',
  yachtModelName: 'Lagoon 42',
  yachtMainImage: { '400': '/a-400.webp', '800': '/a-800.webp', original: '/a-original.webp' },
  yachtYear: 2022,
  yachtMaxPeople: 10,
  baseName: 'ACI Split',
  baseCity: 'Split',
  baseSlug: 'aci-split',
});

describe('the local favourites', () => {
  it('F1 toggling adds a boat that is absent and removes one that is present', () => {
    const one = toggleItem([], item('a'));
    expect(one.map((i) => i.yachtSlug)).toEqual(['a']);
    const two = toggleItem(one, item('b'));
    expect(two.map((i) => i.yachtSlug)).toEqual(['a', 'b']);
    expect(toggleItem(two, item('a')).map((i) => i.yachtSlug)).toEqual(['b']);
  });

  it('F1 what storage holds is read back, junk and duplicates dropped', () => {
    const stored = JSON.stringify([item('a'), { yachtSlug: 'x' }, item('a'), 42, item('b')]);
    expect(parseStoredFavorites(stored).map((i) => i.yachtSlug)).toEqual(['a', 'b']);
    expect(parseStoredFavorites('not json')).toEqual([]);
    expect(parseStoredFavorites('{"a":1}')).toEqual([]);
    expect(parseStoredFavorites(null)).toEqual([]);
  });

  it('F1 a stored list is capped', () => {
    const many = Array.from({ length: WISHLIST_MAX + 10 }, (_, i) => item(`b${i}`));
    expect(parseStoredFavorites(JSON.stringify(many))).toHaveLength(WISHLIST_MAX);
  });
});

describe('stored favourites', () => {
  it('F1 an item with a wrong field type or an overlong text is dropped', () => {
    const good = item('a');
    const bad = [
      { ...good, yachtSlug: 'b', yachtYear: '2020' },
      { ...good, yachtSlug: 'c', yachtMainImage: { '400': 'x' } },
      { ...good, yachtSlug: 'd', baseName: 'x'.repeat(201) },
      { ...good, yachtSlug: '' },
    ];
    expect(parseStoredFavorites(JSON.stringify([good, ...bad])).map((i) => i.yachtSlug)).toEqual(['a']);
  });

  it('F1 unknown fields in storage are not carried along', () => {
    const [read] = parseStoredFavorites(JSON.stringify([{ ...item('a'), extra: '<script>' }]));
    expect(read).toEqual(item('a'));
  });
});
