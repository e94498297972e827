import { describe, expect, it } from 'vitest';
import { spanOfWeek, weekStartOf, weeksFrom } from './chart-cells';

// Issue 27: the availability chart's weeks start on a Saturday and a cell shows what holds any of its days.
describe('the chart’s weeks (issue 27)', () => {
  it('starts on the Saturday on or before a date', () => {
    expect(weekStartOf('2026-06-06')).toBe('2026-06-06');
    expect(weekStartOf('2026-06-05')).toBe('2026-05-30');
    expect(weekStartOf('2026-06-07')).toBe('2026-06-06');
    expect(weeksFrom('2026-06-06', 3)).toEqual(['2026-06-06', '2026-06-13', '2026-06-20']);
  });

  it('finds the booking or block holding a day of the week, back-to-back charters apart', () => {
    const block = { kind: 'block', id: 1, date_start: '2026-06-13', date_end: '2026-06-20', reason: 'owner', note: null } as const;
    expect(spanOfWeek([block], '2026-06-06')).toBeNull();
    expect(spanOfWeek([block], '2026-06-13')).toBe(block);
    expect(spanOfWeek([block], '2026-06-20')).toBeNull();
    expect(spanOfWeek([{ ...block, date_start: '2026-06-16', date_end: '2026-06-18' }], '2026-06-13')).not.toBeNull();
  });
});
