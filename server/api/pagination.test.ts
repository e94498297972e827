import { describe, expect, it } from 'vitest';
import { pageNumbers, paginate } from './pagination';

describe('pagination (A4)', () => {
  it('A4 links every page of a short list, and the ends plus a window of a long one', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageNumbers(1, 40)).toEqual([1, 2, 3, null, 39, 40]);
    expect(pageNumbers(20, 40)).toEqual([1, 2, null, 18, 19, 20, 21, 22, null, 39, 40]);
    expect(pageNumbers(5, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 39, 40]);
    expect(pageNumbers(40, 40)).toEqual([1, 2, null, 38, 39, 40]);
  });

  it('A4 page URLs keep the query; a page beyond the last is empty with the true last page', () => {
    const query: [string, string][] = [
      ['destinations', '3,4'],
      ['cabins_min', '3'],
    ];
    const p = paginate('/api/yacht-list', query, 2, 20, 45, 20);
    expect(p).toMatchObject({ current_page: 2, last_page: 3, per_page: 20, total: 45, from: 21, to: 40 });
    expect(p.prev_page_url).toBe('/api/yacht-list?destinations=3,4&cabins_min=3&page=1');
    expect(p.next_page_url).toBe('/api/yacht-list?destinations=3,4&cabins_min=3&page=3');
    expect(p.links.map((l) => [l.label, l.active])).toEqual([
      ['« Previous', false],
      ['1', false],
      ['2', true],
      ['3', false],
      ['Next »', false],
    ]);
    const beyond = paginate('/api/yacht-list', [], 9, 20, 45, 0);
    expect(beyond).toMatchObject({ current_page: 9, last_page: 3, from: null, to: null, next_page_url: null });
    expect(beyond.prev_page_url).toBe('/api/yacht-list?page=3');
    const empty = paginate('/api/yacht-list', [], 1, 20, 0, 0);
    expect(empty).toMatchObject({ last_page: 1, prev_page_url: null, next_page_url: null });
  });
});
