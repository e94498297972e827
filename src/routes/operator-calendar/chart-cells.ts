import { addDays, isoDateOf } from '../../contract/iso-date';
import { CHART_WEEK_DAY } from '../../contract/operator-bookings-constants';
import type { ChartSpan } from '../../contract/operator-bookings-api';

// Issue 27: the chart's weeks and what fills each boat's week — the booking or block that holds any of its
// days (the first in date order; charters run Saturday to Saturday, so one is the rule), or nothing.

/** The chart's first day for a date: the Saturday on or before it. */
export function weekStartOf(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, -((day - CHART_WEEK_DAY + 7) % 7));
}

export const thisWeek = (now: Date) => weekStartOf(isoDateOf(now));

export const weeksFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i * 7));

export function spanOfWeek(spans: readonly ChartSpan[], week: string): ChartSpan | null {
  const end = addDays(week, 7);
  return spans.find((s) => s.date_start < end && s.date_end > week) ?? null;
}
