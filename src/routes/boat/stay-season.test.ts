import { describe, expect, it } from 'vitest';
import { seasonMissed } from './stay-season';

// Issue 30 item 6: a winter week on a boat page is outside the boat's season, and the page shows the season.

const SUMMER_2027 = [
  { day: '2027-04-24', date_to: '2027-06-25' },
  { day: '2027-06-26', date_to: '2027-08-27' },
  { day: '2027-08-28', date_to: '2027-10-29' },
];

describe('seasonMissed (issue 30 item 6)', () => {
  it('a winter week is outside the season; the season shown is the next one, its periods joined', () => {
    expect(seasonMissed({ start: '2027-01-09', end: '2027-01-16' }, SUMMER_2027)).toEqual({ from: '2027-04-24', to: '2027-10-29' });
  });

  it('a week inside the season, across two periods, is not outside it', () => {
    expect(seasonMissed({ start: '2027-06-19', end: '2027-06-26' }, SUMMER_2027)).toBeNull();
  });

  it('check-out is the day after the last night: a week ending the day after the season ends is inside', () => {
    expect(seasonMissed({ start: '2027-10-23', end: '2027-10-30' }, SUMMER_2027)).toBeNull();
    expect(seasonMissed({ start: '2027-10-24', end: '2027-10-31' }, SUMMER_2027)).toEqual({ from: '2027-04-24', to: '2027-10-29' });
  });

  it('after the last season the last one is shown; a gap between periods splits two seasons', () => {
    const twoYears = [...SUMMER_2027, { day: '2028-04-22', date_to: '2028-10-27' }];
    expect(seasonMissed({ start: '2027-12-04', end: '2027-12-11' }, twoYears)).toEqual({ from: '2028-04-22', to: '2028-10-27' });
    expect(seasonMissed({ start: '2028-12-02', end: '2028-12-09' }, twoYears)).toEqual({ from: '2028-04-22', to: '2028-10-27' });
  });

  it('a boat without season prices says nothing about a season', () => {
    expect(seasonMissed({ start: '2027-01-09', end: '2027-01-16' }, [])).toBeNull();
  });
});
