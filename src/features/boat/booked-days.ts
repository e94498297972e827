import type { BookedRange } from '../../api/yacht-availability';
import { addDays } from '../../lib/iso-date';

// The date picker's calendar rules. Bookings are check-out exclusive: a booking's date_end is free for
// the next check-in, and a new charter may end on the day another begins (the price rules' convention,
// src/lib/price-rules.ts).

/** A local calendar day (what react-day-picker hands out) as YYYY-MM-DD (I6, §9's date format). */
export function isoOfLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD as a local calendar day, at noon so no daylight-saving shift can move it. */
export function localDateOfIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** The boat is held on this day by a booking. */
export function isBookedDay(day: string, bookings: readonly BookedRange[]): boolean {
  return bookings.some((b) => b.date_start <= day && day < b.date_end);
}

/** A charter from check-in to check-out holds the days start … end − 1 (at least the first): none may be booked. */
export function isFreeRange(start: string, end: string, bookings: readonly BookedRange[]): boolean {
  const held = end > start ? end : addDays(start, 1);
  return !bookings.some((b) => b.date_start < held && start < b.date_end);
}
