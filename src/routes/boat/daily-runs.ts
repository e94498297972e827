import type { DailyPrice } from '../../api/yacht-daily-prices';
import { addDays } from '../../contract/iso-date';

/** Consecutive days with one price and one status: `from` and `until` are its first and last day. */
export interface DailyRun {
  from: string;
  until: string;
  price: number | null;
  available: boolean;
}

/**
 * C7's daily prices as runs of days (A6 answers one row per day for the next 90 days). A table of 90 rows
 * mostly repeats itself: a season's price holds for weeks and a booking takes a week. One row per run
 * says the same, reads in a glance and is a screen reader's few rows instead of 90 (and a third of the
 * boat page's markup less to render and send).
 */
export function dailyRuns(days: readonly DailyPrice[]): DailyRun[] {
  const runs: DailyRun[] = [];
  for (const d of days) {
    const last = runs.at(-1);
    if (last && addDays(last.until, 1) === d.day && last.price === d.price && last.available === d.available) last.until = d.day;
    else runs.push({ from: d.day, until: d.day, price: d.price, available: d.available });
  }
  return runs;
}
