import { describe, expect, it } from 'vitest';
import { byCheapestStart } from './flexible-list';

describe('flexible dates (C13)', () => {
  it('C13 start days come cheapest first, a Saturday start first when equal, then the earlier day', () => {
    const days = [
      { date_start: '2026-09-03', total: 1500 }, // Thursday
      { date_start: '2026-09-01', total: 1400 }, // Tuesday
      { date_start: '2026-09-05', total: 1400 }, // Saturday
      { date_start: '2026-08-31', total: 1400 }, // Monday
      { date_start: '2026-09-12', total: 1400 }, // Saturday
    ];
    expect([...days].sort(byCheapestStart).map((d) => d.date_start)).toEqual([
      '2026-09-05',
      '2026-09-12',
      '2026-08-31',
      '2026-09-01',
      '2026-09-03',
    ]);
  });
});
