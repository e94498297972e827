// Calendar arithmetic on 'YYYY-MM-DD' strings in UTC, so a date never shifts with the machine's time zone.
const DAY_MS = 86_400_000;

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
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
