import { describe, expect, it } from 'vitest';
import { belowMinimumNights, minimumNightsMessage, minimumNightsProblem, stayBelowMinimumNights } from './minimum-nights';

// Issue 27: a charter shorter than the boat's minimum nights is offered nowhere; one as long is.

describe('minimum nights', () => {
  it('a charter of fewer charged days than the minimum is below it; as many or more is not', () => {
    expect(belowMinimumNights(6, 7)).toBe(true);
    expect(belowMinimumNights(7, 7)).toBe(false);
    expect(belowMinimumNights(14, 7)).toBe(false);
  });

  it('counts a stay by its nights (check-out day not held), so Saturday to Saturday meets a 7-night minimum', () => {
    expect(stayBelowMinimumNights('2027-07-03', '2027-07-10', 7)).toBe(false);
    expect(stayBelowMinimumNights('2027-07-03', '2027-07-09', 7)).toBe(true);
  });

  it('the minimum of 1 every boat had before is met by any stay, the same-day one too (it holds and pays its day)', () => {
    expect(stayBelowMinimumNights('2027-07-03', '2027-07-04', 1)).toBe(false);
    expect(stayBelowMinimumNights('2027-07-03', '2027-07-03', 1)).toBe(false);
  });

  it('a page names the check-out as the wrong date, once the boat is known', () => {
    const dates = { start: '2027-07-03', end: '2027-07-06' };
    expect(minimumNightsProblem(dates, 7)).toEqual({ field: 'date_end', rule: 'minNights' });
    expect(minimumNightsProblem(dates, 3)).toBeNull();
    expect(minimumNightsProblem(dates, undefined)).toBeNull();
  });

  it('the API’s message names the minimum', () => {
    expect(minimumNightsMessage(7)).toBe('This boat is chartered for at least 7 nights');
  });
});
