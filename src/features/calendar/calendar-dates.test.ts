import { describe, expect, it } from 'vitest';
import { isDateOrEmpty, isoOfLocalDate, localDateOf } from './calendar-dates';

describe('calendar dates', () => {
  it('I6 a date field is whole or empty', () => {
    expect(isDateOrEmpty('')).toBe(true);
    expect(isDateOrEmpty('2027-06-05')).toBe(true);
    expect(isDateOrEmpty('2027-06')).toBe(false);
    expect(isDateOrEmpty('2027-02-30')).toBe(false);
  });

  it('I6 YYYY-MM-DD and the local calendar day convert both ways without a day shifting', () => {
    const day = localDateOf('2027-03-28');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate()]).toEqual([2027, 2, 28]);
    expect(isoOfLocalDate(day!)).toBe('2027-03-28');
    expect(isoOfLocalDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(localDateOf('2027-02-30')).toBeUndefined();
    expect(localDateOf('')).toBeUndefined();
  });
});
