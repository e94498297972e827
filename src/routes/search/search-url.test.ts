import { describe, expect, it } from 'vitest';
import { listKindOf, yachtListKey } from '../../api/yacht-list';
import { formValuesOf, formValuesOfSearch } from './form-values';
import { canonicalQuery, pageQuery, searchOfUrl } from './data';
import { widenings } from './widenings';

// The search page's one search shape: the URL's query read by searchOfUrl, written back by pageQuery,
// turned into the API's key by yachtListKey, and into the form's values, all through the same encoder.
const search = (query: string) => searchOfUrl(query);

describe('search page URL ↔ search ↔ API key', () => {
  it('C2 ranges come as min-max or as _min/_max fields and go back to the URL as _min/_max', () => {
    expect(search('cabins=3-4').ranges.cabins).toEqual({ min: 3, max: 4 });
    expect(search('cabins_min=3&cabins_max=&length=-12.5').ranges).toEqual({
      cabins: { min: 3, max: null },
      length: { min: null, max: 12.5 },
    });
    expect(pageQuery(search('cabins=3-4&price_max=2000'))).toBe('cabins_min=3&cabins_max=4&price_max=2000');
  });

  it('C3 the manufacturer filter id or id[model;model] splits into shipyard ids and model ids', () => {
    expect(pageQuery(search('manufacturer=5,7[31;32]'))).toBe('shipyard_ids=5,7&model_ids=31,32');
    // A plain GET form sends one key per ticked box.
    expect(pageQuery(search('shipyard_ids=5&model_ids=31&model_ids=32'))).toBe('shipyard_ids=5&model_ids=31,32');
  });

  it('C4 an end earlier than the start becomes the start; dateRange is read too', () => {
    expect(search('date_start=2027-06-12&date_end=2027-06-05').dates).toEqual({ start: '2027-06-12', end: '2027-06-12' });
    expect(pageQuery(search('dateRange=2027-06-05 - 2027-06-12'))).toBe('date_start=2027-06-05&date_end=2027-06-12');
  });

  it('C5 without a destination the key is /yacht-list-all without a page; with one, /yacht-list with its page', () => {
    const all = search('type=catamaran&page=3');
    expect(listKindOf(all)).toBe('all');
    expect(yachtListKey(all, 'de')).toBe('/yacht-list-all?locale=de&type=catamaran');
    const some = search('destinations=split-region&destinations=12&page=3&cabins=3-4&date_start=2027-06-05&date_end=2027-06-12');
    expect(listKindOf(some)).toBe('destinations');
    expect(yachtListKey(some, 'en')).toBe(
      '/yacht-list?destinations=12,split-region&date_start=2027-06-05&date_end=2027-06-12&cabins_min=3&cabins_max=4&page=3',
    );
  });

  it("C1 repeated keys of a GET form read like the comma lists of a shared link; the locale is the path's", () => {
    const fromForm = search(
      'product=bareboat&product=skipper&main_sail_types=full+batten&main_sail_types=classic&type=catamaran&order_by=price_desc&cabins_min=&page=1&locale=de',
    );
    const fromLink = search('product=bareboat,skipper&main_sail_types=full batten,classic&type=catamaran&order_by=price_desc');
    expect(fromForm).toEqual(fromLink);
    expect(pageQuery(fromForm)).toBe('product=bareboat,skipper&order_by=price_desc&type=catamaran&main_sail_types=full+batten,classic');
  });

  it('C1 the canonical URL reads back to the same search, and so do the form values it fills in', () => {
    const s = search('destinations=split-region&date_start=2027-06-05&date_end=2027-06-12&manufacturer=7[31]&year=2015-&page=2');
    expect(pageQuery(s)).toBe(
      'destinations=split-region&date_start=2027-06-05&date_end=2027-06-12&shipyard_ids=7&model_ids=31&year_min=2015&page=2',
    );
    expect(search(pageQuery(s))).toEqual(s);
    const values = formValuesOfSearch(s);
    expect(values).toMatchObject({
      destinations: ['split-region'],
      shipyard_ids: ['7'],
      model_ids: ['31'],
      year_min: ['2015'],
      date_start: ['2027-06-05'],
    });
    // The form's values submitted as they are (one key per value) give the same search; the page is the caller's.
    const params = new URLSearchParams(Object.entries(values).flatMap(([k, list]) => list.map((v) => [k, v])));
    expect({ ...search(params.toString()), page: 2 }).toEqual(s);
    expect(formValuesOf(params)).toEqual(values);
  });

  it('bad values are dropped one by one, never an error: the rest of the search stays', () => {
    const s = search(
      'cabins=lots&date_start=2027-02-30&date_end=2027-03-02&type=<script>&page=-1&order_by=best&destinations=split-region&manufacturer=7[',
    );
    expect(pageQuery(s)).toBe('destinations=split-region');
    expect(search('page=2&per_page=500').page).toBe(2);
  });

  it('the empty state widens the search by dropping the most restrictive filters first', () => {
    const s = search('destinations=split-region&date_start=2027-06-05&date_end=2027-06-12&cabins=9-&type=gulet&shipyard_ids=4&page=2');
    expect(widenings(s).map((w) => w.drop)).toEqual(['dates', 'manufacturers', 'ranges', 'types', 'destinations']);
    expect(pageQuery(widenings(s)[0]!.search)).toBe('destinations=split-region&type=gulet&shipyard_ids=4&cabins_min=9');
    expect(pageQuery(widenings(s)[1]!.search)).toBe(
      'destinations=split-region&date_start=2027-06-05&date_end=2027-06-12&type=gulet&cabins_min=9',
    );
  });

  it('S3 S4 a search for one destination alone is its own canonical; any other search names the plain page', () => {
    expect(canonicalQuery(search('destinations=split-region'))).toBe('destinations=split-region');
    expect(canonicalQuery(search('destinations=split-region&page=2'))).toBe('');
    expect(canonicalQuery(search('destinations=split-region&type=gulet'))).toBe('');
    expect(canonicalQuery(search('destinations=split-region,zadar'))).toBe('');
    expect(canonicalQuery(search(''))).toBe('');
  });
});
