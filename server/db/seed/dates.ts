// Calendar arithmetic on 'YYYY-MM-DD' strings in UTC, so a date never shifts with the machine's time zone.
const DAY_MS = 86_400_000;

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// The seed does date arithmetic millions of times over a few years of days: each day is parsed and
// printed once (parsing and printing were most of generating 30,000 boats).
const parsed = new Map<string, number>();
const printed = new Map<number, string>();

function msOf(day: string): number {
  let ms = parsed.get(day);
  if (ms === undefined) {
    ms = Date.parse(`${day}T00:00:00Z`);
    parsed.set(day, ms);
  }
  return ms;
}

export function addDays(day: string, days: number): string {
  const ms = msOf(day) + days * DAY_MS;
  let out = printed.get(ms);
  if (out === undefined) {
    out = toDay(new Date(ms));
    printed.set(ms, out);
  }
  return out;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((msOf(to) - msOf(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The first day on or after `day` that falls on `dayOfWeek`. */
export function nextWeekday(day: string, dayOfWeek: number): string {
  return addDays(day, (dayOfWeek - weekday(day) + 7) % 7);
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** A PostgreSQL daterange literal, start inclusive and end exclusive. */
export function dateRange(start: string, end: string): string {
  return `[${start},${end})`;
}
