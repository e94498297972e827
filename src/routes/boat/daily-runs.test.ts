import { describe, expect, it } from 'vitest';
import { dailyRuns } from './daily-runs';

const day = (d: string, price: number | null, available = true) => ({ day: d, price, available });

describe('daily prices as runs of days (C7)', () => {
  it('C7 consecutive days with one price and status make one run from its first to its last day', () => {
    const days = [
      day('2027-06-28', 200),
      day('2027-06-29', 200),
      day('2027-06-30', 200, false),
      day('2027-07-01', 250, false),
      day('2027-07-02', 250, false),
      day('2027-07-03', 250),
      day('2027-07-04', null),
      day('2027-07-05', null),
    ];
    expect(dailyRuns(days)).toEqual([
      { from: '2027-06-28', until: '2027-06-29', price: 200, available: true },
      { from: '2027-06-30', until: '2027-06-30', price: 200, available: false },
      { from: '2027-07-01', until: '2027-07-02', price: 250, available: false },
      { from: '2027-07-03', until: '2027-07-03', price: 250, available: true },
      { from: '2027-07-04', until: '2027-07-05', price: null, available: true },
    ]);
  });

  it('C7 a day missing from the answer ends a run even when price and status are the same', () => {
    expect(dailyRuns([day('2027-12-30', 300), day('2027-12-31', 300), day('2028-01-02', 300)])).toEqual([
      { from: '2027-12-30', until: '2027-12-31', price: 300, available: true },
      { from: '2028-01-02', until: '2028-01-02', price: 300, available: true },
    ]);
    expect(dailyRuns([])).toEqual([]);
  });

  it('C7 every day of the answer lies in exactly one run with its own price and status', () => {
    const days = Array.from({ length: 90 }, (_, i) => {
      const d = new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10);
      return day(d, i % 17 < 9 ? 180 : 210, i % 11 !== 3);
    });
    const runs = dailyRuns(days);
    for (const d of days) {
      const covering = runs.filter((r) => r.from <= d.day && d.day <= r.until);
      expect(covering, d.day).toHaveLength(1);
      expect([covering[0]!.price, covering[0]!.available]).toEqual([d.price, d.available]);
    }
  });
});
