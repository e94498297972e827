import { describe, expect, it } from 'vitest';
import { listKindOf, yachtListKey } from '../../../api/yacht-list';
import { formValuesFromQuery, formValuesOf } from './form-values';
import { manufacturerChoices, pageQuery, searchStateOf, widenings, type SearchState } from './search-state';

const state = (query: string) => searchStateOf(new URLSearchParams(query));

describe('search page URL ↔ search state ↔ API key', () => {
  it('C2 ranges come as min-max or as _min/_max fields and go back to the URL as min-max', () => {
    expect(state('cabins=3-4').ranges.cabins).toEqual({ min: 3, max: 4 });
    expect(state('cabins_min=3&cabins_max=&length=-12.5').ranges).toEqual({ cabins: { min: 3, max: null }, length: { min: null, max: 12.5 } });
    expect(pageQuery(state('cabins_min=3&cabins_max=4&price_max=2000'))).toBe('cabins=3-4&price=-2000');
  });

  it('C3 the manufacturer filter id or id[model;model] splits into shipyards with their models', () => {
    expect(state('manufacturer=5,7[31;32]').manufacturers).toEqual([
      { id: 5, models: [] },
      { id: 7, models: [31, 32] },
    ]);
    // A plain GET form sends one key per ticked box: shipyard 7's two models merge into C3's form.
    const s = state('manufacturer=5&manufacturer=7[31]&manufacturer=7[32]');
    expect(pageQuery(s)).toBe('manufacturer=5,7%5B31;32%5D');
    expect(manufacturerChoices('7[31],7[32],7')).toEqual([{ id: 7, models: [31, 32] }]);
  });

  it('C4 an end earlier than the start becomes the start; dateRange is read too', () => {
    expect(state('date_start=2027-06-12&date_end=2027-06-05').dates).toEqual({ start: '2027-06-12', end: '2027-06-12' });
    expect(state('dateRange=2027-06-05 - 2027-06-12').dates).toEqual({ start: '2027-06-05', end: '2027-06-12' });
  });

  it('C5 without a destination the key is /yacht-list-all without a page; with one, /yacht-list with its page', () => {
    const all = state('type=catamaran&page=3');
    expect(listKindOf(all)).toBe('all');
    expect(yachtListKey(all, 'de')).toBe('/yacht-list-all?locale=de&type=catamaran');
    const some = state('destinations=split-region&destinations=12&page=3&cabins=3-4&date_start=2027-06-05&date_end=2027-06-12');
    expect(listKindOf(some)).toBe('destinations');
    expect(yachtListKey(some, 'en')).toBe('/yacht-list?locale=en&destinations=12,split-region&date_start=2027-06-05&date_end=2027-06-12&cabins=3-4&page=3');
  });

  it('C1 repeated keys of a GET form read like the comma lists of a shared link', () => {
    const fromForm = state('product=bareboat&product=skipper&main_sail_types=full+batten&main_sail_types=classic&type=catamaran&order_by=price_desc&cabins_min=&page=1');
    const fromLink = state('product=bareboat,skipper&main_sail_types=full batten,classic&type=catamaran&order_by=price_desc');
    expect(fromForm).toEqual(fromLink);
    expect(pageQuery(fromForm)).toBe('product=bareboat,skipper&type=catamaran&main_sail_types=full+batten,classic&order_by=price_desc');
  });

  it('C1 the canonical URL reads back to the same search (and the same form values)', () => {
    const s = state('destinations=split-region&date_start=2027-06-05&date_end=2027-06-12&manufacturer=7[31]&year=2015-&page=2');
    expect(state(pageQuery(s))).toEqual(s);
    // The form's values submitted as they are give the same search (page back to 1 is the caller's).
    const values = formValuesOf(s);
    const params = new URLSearchParams();
    for (const [k, list] of Object.entries(values)) for (const v of list) params.append(k, v);
    expect({ ...state(params.toString()), page: 2 }).toEqual(s);
    expect(formValuesFromQuery(params).manufacturer).toEqual(['7[31]']);
  });

  it('bad values are dropped one by one, never an error: the rest of the search stays', () => {
    const s = state('cabins=lots&date_start=2027-02-30&date_end=2027-03-02&type=<script>&page=-1&order_by=best&destinations=split-region&manufacturer=7[');
    expect(s).toEqual({ ...state('destinations=split-region'), page: 1 });
    expect(state('page=2&per_page=500').page).toBe(2);
  });

  it('the empty state widens the search by dropping the most restrictive filters first', () => {
    const s: SearchState = state('destinations=split-region&date_start=2027-06-05&date_end=2027-06-12&cabins=9-&type=gulet&page=2');
    expect(widenings(s).map((w) => w.drop)).toEqual(['dates', 'ranges', 'types', 'destinations']);
    expect(pageQuery(widenings(s)[0]!.state)).toBe('destinations=split-region&type=gulet&cabins=9-');
  });
});
