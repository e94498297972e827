import { describe, expect, it } from 'vitest';
import {
  charterDatesOfQuery,
  correctDateRange,
  parseDateRange,
  parseFlexibleWindow,
  parseIdsAndSlugs,
  parseManufacturers,
  parseOrderBy,
  parseYachtSearch,
  resolveDayWindow,
  roundLimits,
  searchToQuery,
  splitRange,
  type YachtSearch,
} from './yacht-search';

function search(query: Record<string, string>): YachtSearch {
  const result = parseYachtSearch(query);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function errors(query: Record<string, string>): Record<string, string> {
  const result = parseYachtSearch(query);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('search query parsing', () => {
  it('C2 a min-max range is split into its minimum and maximum', () => {
    expect(splitRange('10-14')).toEqual({ min: 10, max: 14 });
    expect(splitRange('9.5-12.25')).toEqual({ min: 9.5, max: 12.25 });
    expect(splitRange('3-')).toEqual({ min: 3, max: null });
    expect(splitRange('-4')).toEqual({ min: null, max: 4 });
    expect(splitRange(' 2 - 5 ')).toEqual({ min: 2, max: 5 });
    expect(splitRange('4')).toEqual({ min: 4, max: 4 });
    for (const bad of ['', '-', 'a-b', '1-2-3', '1e3-4', '--4', '1.2.3-4', '99999999-1']) expect(splitRange(bad)).toBeNull();
  });

  it('C2 both query forms give the same range filters; _min/_max win over min-max', () => {
    expect(search({ cabins: '3-5', length_min: '10', length_max: '14.5' }).ranges).toEqual({
      cabins: { min: 3, max: 5 },
      length: { min: 10, max: 14.5 },
    });
    expect(search({ max_people: '6-10', max_people_max: '8' }).ranges.max_people).toEqual({ min: 6, max: 8 });
    expect(search({ price: '1000-', year_min: '2018' }).ranges).toEqual({
      price: { min: 1000, max: null },
      year: { min: 2018, max: null },
    });
    expect(errors({ heads: 'many', berths_min: '-1' })).toEqual({ heads: 'Must be a range as min-max', berths_min: 'Must be a number' });
  });

  it('C2 limits are rounded down for minima and up for maxima', () => {
    expect(roundLimits({ min: 9.99, max: 14.01 })).toEqual({ min: 9, max: 15 });
    expect(roundLimits({ min: 3, max: 5 })).toEqual({ min: 3, max: 5 });
    expect(roundLimits({ min: null, max: null })).toEqual({ min: null, max: null });
  });

  it('C3 the manufacturer filter id or id[model;model] splits into shipyard and model ids', () => {
    expect(parseManufacturers('5')).toEqual({ shipyardIds: [5], modelIds: [] });
    expect(parseManufacturers('5,7[31;32]')).toEqual({ shipyardIds: [5, 7], modelIds: [31, 32] });
    expect(parseManufacturers(' 7[31; 32] , 9[40,41] ')).toEqual({ shipyardIds: [7, 9], modelIds: [31, 32, 40, 41] });
    for (const bad of ['x', '5[', '5]', '5[a]', '5[]', '[3]', '5[3[4]]', '5;6']) expect(parseManufacturers(bad)).toBeNull();
    // In a whole query it is merged with shipyard_ids and model_ids.
    const merged = search({ manufacturer: '7[31;32]', shipyard_ids: '5,7', model_ids: '40' });
    expect(merged.shipyardIds).toEqual([5, 7]);
    expect(merged.modelIds).toEqual([40, 31, 32]);
  });

  it('C4 in a date range an end earlier than the start is set equal to the start', () => {
    expect(correctDateRange('2026-06-13', '2026-06-06')).toEqual({ start: '2026-06-13', end: '2026-06-13' });
    expect(correctDateRange('2026-06-06', '2026-06-13')).toEqual({ start: '2026-06-06', end: '2026-06-13' });
    expect(parseDateRange('2026-06-13 - 2026-06-06')).toEqual({ start: '2026-06-13', end: '2026-06-13' });
    expect(search({ date_start: '2026-06-13', date_end: '2026-06-06' }).dates).toEqual({ start: '2026-06-13', end: '2026-06-13' });
  });

  it('C4 a dateRange string takes the usual separators; nonsense dates are refused', () => {
    for (const text of [
      '2026-06-06 - 2026-06-13',
      '2026-06-06 – 2026-06-13',
      '2026-06-06 to 2026-06-13',
      '2026-06-06,2026-06-13',
      '2026-06-06..2026-06-13',
    ]) {
      expect(parseDateRange(text)).toEqual({ start: '2026-06-06', end: '2026-06-13' });
    }
    for (const bad of ['2026-06-06', '2026-02-30 - 2026-03-02', 'tomorrow - next week', '06/06/2026 - 13/06/2026'])
      expect(parseDateRange(bad)).toBeNull();
    expect(search({ dateRange: '2026-06-06 - 2026-06-13', date_start: '2027-01-01' }).dates).toEqual({
      start: '2026-06-06',
      end: '2026-06-13',
    });
    expect(search({ date_start: '2026-06-06' }).dates).toEqual({ start: '2026-06-06', end: '2026-06-06' });
    expect(errors({ date_start: '2026-13-01', date_end: 'soon' })).toEqual({
      date_start: 'Must be a date as YYYY-MM-DD',
      date_end: 'Must be a date as YYYY-MM-DD',
    });
    expect(errors({ dateRange: '2026-01-01 - 2027-06-01' }).dateRange).toMatch(/at most 365 nights/);
  });

  it('A5 page, per_page, locale, product, order and lists are validated; blank values count as absent', () => {
    const defaults = search({ page: '', cabins_min: '', locale: '' });
    expect(defaults).toMatchObject({
      page: 1,
      perPage: 20,
      locale: 'en',
      basesCounter: false,
      products: [],
      orderBy: null,
      dates: null,
      ranges: {},
    });
    expect(search({ page: '3', per_page: '50', locale: 'ua', bases_counter: 'additional', product: 'skipper,crewed' })).toMatchObject({
      page: 3,
      perPage: 50,
      locale: 'ua',
      basesCounter: true,
      products: ['skipper', 'crewed'],
    });
    expect(Object.keys(errors({ page: '-1', per_page: '51', locale: 'xx', product: 'yacht', order_by: 'name', type: 'Cat;1' }))).toEqual([
      'page',
      'per_page',
      'locale',
      'product',
      'order_by',
      'type',
    ]);
    expect(errors({ page: 'abc' }).page).toBeDefined();
    expect(errors({ main_sail_types: 'furling,a\u0000b' }).main_sail_types).toBeDefined();
    expect(errors({ destinations: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }).destinations).toBeDefined();
  });

  it('order_by takes a field with an optional direction', () => {
    expect(parseOrderBy('price')).toEqual({ field: 'price', direction: 'asc' });
    expect(parseOrderBy('length_desc')).toEqual({ field: 'length', direction: 'desc' });
    expect(parseOrderBy('YEAR_ASC')).toEqual({ field: 'year', direction: 'asc' });
    expect(parseOrderBy('name_asc')).toBeNull();
  });

  it('destinations and types take ids and slugs', () => {
    expect(parseIdsAndSlugs('12, split-region,3')).toEqual({ ids: [12, 3], slugs: ['split-region'] });
    expect(parseIdsAndSlugs('12;13')).toBeNull();
    expect(parseIdsAndSlugs(' , ,')).toBeNull();
    expect(Object.keys(errors({ destinations: ',', type: ', ,' }))).toEqual(['destinations', 'type']);
    expect(search({ destinations: 'Split-Region' }).destinations).toEqual({ ids: [], slugs: ['split-region'] });
  });

  it('C13 the flexible window defaults to four weeks from today and 7 nights, and is at most 60 days', () => {
    expect(parseFlexibleWindow({}, '2026-06-01')).toEqual({
      ok: true,
      value: { windowStart: '2026-06-01', windowEnd: '2026-06-28', nights: 7 },
    });
    expect(parseFlexibleWindow({ window_start: '2026-07-10', window_end: '2026-07-01', nights: '10' }, '2026-06-01')).toEqual({
      ok: true,
      value: { windowStart: '2026-07-10', windowEnd: '2026-07-10', nights: 10 },
    });
    expect(parseFlexibleWindow({ window_start: '2026-07-01', window_end: '2026-09-30' }, '2026-06-01').ok).toBe(false);
    expect(parseFlexibleWindow({ nights: '2' }, '2026-06-01').ok).toBe(false);
    expect(parseFlexibleWindow({ nights: '22' }, '2026-06-01').ok).toBe(false);
  });

  it('C1 a search written back to a query reads back the same (the page links and the web app URLs)', () => {
    const original = search({
      per_page: '30',
      locale: 'de',
      bases_counter: 'additional',
      product: 'skipper',
      order_by: 'price',
      destinations: '3,split-region',
      country: 'HR',
      dateRange: '2026-06-13 - 2026-06-06',
      type: 'catamaran',
      main_sail_types: 'furling',
      manufacturer: '5,7[31;32]',
      cabins: '3-',
      length_min: '10.5',
      price_max: '5000',
    });
    const pairs = searchToQuery(original);
    expect(Object.fromEntries(pairs)).toEqual({
      per_page: '30',
      locale: 'de',
      bases_counter: 'additional',
      product: 'skipper',
      order_by: 'price_asc',
      destinations: '3,split-region',
      country: 'hr',
      date_start: '2026-06-13',
      date_end: '2026-06-13',
      type: 'catamaran',
      main_sail_types: 'furling',
      shipyard_ids: '5,7',
      model_ids: '31,32',
      cabins_min: '3',
      length_min: '10.5',
      price_max: '5000',
    });
    expect(search(Object.fromEntries(pairs))).toEqual(original);
    expect(searchToQuery(search({}))).toEqual([]);
  });

  it('A6 a price calendar window defaults from today, is corrected like C4 and has a maximum length', () => {
    expect(resolveDayWindow({}, '2026-06-01', 90, 400)).toEqual({ ok: true, value: { from: '2026-06-01', to: '2026-08-29' } });
    expect(resolveDayWindow({ from: '2026-07-10', to: '2026-07-01' }, '2026-06-01', 90, 400)).toEqual({
      ok: true,
      value: { from: '2026-07-10', to: '2026-07-10' },
    });
    expect(resolveDayWindow({ to: '2027-12-31' }, '2026-06-01', 90, 400).ok).toBe(false);
    expect(resolveDayWindow({ from: '2026-02-30' }, '2026-06-01', 90, 400).ok).toBe(false);
  });
});

// R11, issue 26: one reading of a page's dates for the boat page, step one and a voyage (it was two functions).
describe('charterDatesOfQuery', () => {
  it('R11 C4 reads date_start and date_end; an end before the start is set to the start', () => {
    expect(charterDatesOfQuery(new URLSearchParams('date_start=2026-07-04&date_end=2026-07-11'))).toEqual({
      start: '2026-07-04',
      end: '2026-07-11',
    });
    expect(charterDatesOfQuery(new URLSearchParams('date_start=2026-07-04&date_end=2026-07-01'))).toEqual({
      start: '2026-07-04',
      end: '2026-07-04',
    });
  });

  it('R11 no dates, or dates that cannot be read, are none (the page shows no price)', () => {
    expect(charterDatesOfQuery(new URLSearchParams(''))).toBeNull();
    expect(charterDatesOfQuery(new URLSearchParams('date_start=soon&date_end=later'))).toBeNull();
    expect(charterDatesOfQuery(new URLSearchParams('dateRange=2026-07-04 - 2026-07-11'))).toBeNull();
  });
});
