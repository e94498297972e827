// Calendar dates as 'YYYY-MM-DD' strings (§9's date format), the form the API, the URL and the database all
// use. Arithmetic runs in UTC so no time zone can shift a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

// Years outside this window are typing mistakes, not charters; keeping them out also keeps every computed
// date a plain four-digit-year string.
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

/** A real calendar date ('2026-02-30' is not) in years 1900–2199. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtcMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return isoDateOf(new Date(toUtcMs(date) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as `yachts.check_in_day` counts. */
export function weekdayOf(date: string): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/**
 * The UTC calendar date of `date`, as toISOString's first ten characters for years 0–9999 (today's date:
 * pass `ctx.now()` so tests can move the clock). Written from its parts: toISOString takes four times as
 * long, and a boat page works out a few hundred dates (issue 15).
 */
export function isoDateOf(date: Date): string {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  return `${year < 1000 ? String(year).padStart(4, '0') : year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}
