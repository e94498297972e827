import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, isoDateOf, weekdayOf } from './iso-date';

describe('calendar dates', () => {
  it('C4 only real calendar dates are dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(false);
    expect(isIsoDate('9999-12-31')).toBe(false);
    expect(isIsoDate('2026-06-06T00:00:00Z')).toBe(false);
  });

  it('adds days and counts the days between two dates', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // a daylight-saving night is still one day
    expect(daysBetween('2026-06-06', '2026-06-13')).toBe(7);
    expect(daysBetween('2026-06-13', '2026-06-06')).toBe(-7);
    expect(weekdayOf('2026-06-06')).toBe(6);
    expect(isoDateOf(new Date('2026-06-06T23:59:59Z'))).toBe('2026-06-06');
  });

  it("writes any moment's UTC date as toISOString does, for years 0 to 9999", () => {
    const moments = fc.integer({ min: Date.parse('0000-01-01T00:00:00Z'), max: Date.parse('9999-12-31T23:59:59Z') });
    fc.assert(
      fc.property(
        fc.oneof(moments, fc.constantFrom(Date.UTC(2028, 1, 29), Date.UTC(1900, 0, 1), Date.parse('0999-12-31T12:00:00Z'))),
        (ms) => {
          expect(isoDateOf(new Date(ms))).toBe(new Date(ms).toISOString().slice(0, 10));
        },
      ),
    );
  });
});
