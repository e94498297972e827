import { describe, expect, it } from 'vitest';
import { offersPath, offersRequestOf } from './data';

// Issue 30 item 9: the offers list reads its filters from the URL its GET form makes. Empty fields are no
// filter; a value the API would refuse is named, not sent (the page says what to correct).
const read = (query: string) => offersRequestOf(new URLSearchParams(query));

describe('offersRequestOf (issue 30 item 9)', () => {
  it('takes the destination slug and both dates; empty fields (as a GET form sends them) are no filter', () => {
    expect(read('destination=split-region&date_from=2027-06-01&date_to=2027-06-30')).toEqual({
      filter: { destination: 'split-region', date_from: '2027-06-01', date_to: '2027-06-30' },
      page: 1,
      problems: [],
    });
    expect(read('destination=&date_from=&date_to=')).toEqual({ filter: {}, page: 1, problems: [] });
  });

  it('names a destination that is not a slug, a day that is not a calendar date and an end before the start', () => {
    expect(read('destination=%3Cb%3E').problems).toEqual(['destination']);
    expect(read('date_from=2027-02-30&date_to=June').problems).toEqual(['date_from', 'date_to']);
    expect(read('date_from=2027-06-10&date_to=2027-06-01').problems).toEqual(['order']);
    // The same day twice is a window of one day, not a mistake.
    expect(read('date_from=2027-06-10&date_to=2027-06-10').problems).toEqual([]);
  });

  it('a page number that is not a positive whole number is the first page', () => {
    expect(read('page=3').page).toBe(3);
    for (const page of ['0', '-2', 'x', '1e3', '']) expect(read(`page=${page}`).page).toBe(1);
  });
});

describe('offersPath', () => {
  it('writes the filters and page in one order and leaves out the first page', () => {
    expect(offersPath('de', { date_to: '2027-06-30', destination: 'kornati' }, 2)).toBe(
      '/de/offers?destination=kornati&date_to=2027-06-30&page=2',
    );
    expect(offersPath('en', {}, 1)).toBe('/en/offers');
  });
});
