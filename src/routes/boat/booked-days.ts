import type { BookedRange } from '../../api/yacht-availability';
import { addDays } from '../../contract/iso-date';

// The date picker's calendar rules. Bookings are check-out exclusive: a booking's date_end is free for
// the next check-in, and a new charter may end on the day another begins (the price rules' convention,
// src/contract/price-rules.ts).

/** The boat is held on this day by a booking. */
export function isBookedDay(day: string, bookings: readonly BookedRange[]): boolean {
  return bookings.some((b) => b.date_start <= day && day < b.date_end);
}

/** A charter from check-in to check-out holds the days start … end − 1 (at least the first): none may be booked. */
export function isFreeRange(start: string, end: string, bookings: readonly BookedRange[]): boolean {
  const held = end > start ? end : addDays(start, 1);
  return !bookings.some((b) => b.date_start < held && start < b.date_end);
}
