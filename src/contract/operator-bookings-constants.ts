import type { BookingStatus } from './booking-constants';
import type { OperatorRole } from './operator-roles';

// Issue 27, the calendar and the bookings: the console's plain values, apart from the zod schemas of
// operator-bookings-api.ts so the pages (which use them) load no zod (decision 011).

/** A season at a glance: the chart's weeks from the chosen Saturday. */
export const CHART_WEEKS = 26;
export const MAX_CHART_WEEKS = 52;
/** Charters run Saturday to Saturday; the chart's columns start on one (0 = Sunday … 6 = Saturday). */
export const CHART_WEEK_DAY = 6;
export const BOOKINGS_PER_PAGE = 25;
export const MAX_BOOKINGS_PER_PAGE = 100;
/** Rows one CSV export holds at most (a season of a large fleet fits; narrow the filters for more). */
export const MAX_EXPORT_ROWS = 10_000;
/** How long one extension can add to an option's hold. */
export const MAX_EXTEND_HOURS = 168;
export const EXTEND_HOURS_CHOICES = [24, 48, 72] as const;
export const MAX_REASON_LENGTH = 500;
export const MAX_NOTE_LENGTH = 2_000;

/** What may be done to a booking, by role and state (the server decides the same: operator-bookings.ts). */
export interface BookingActions {
  extend: boolean;
  release: boolean;
  cancel: boolean;
  note: boolean;
}

/**
 * Owners and managers extend and release any option and cancel any live reservation before its charter
 * ends; agents extend and release the options they placed themselves; everyone writes notes.
 */
export function bookingActions(role: OperatorRole, status: BookingStatus, placedByCaller: boolean): BookingActions {
  const office = role !== 'agent';
  const option = status === 'option';
  return {
    extend: option && (office || placedByCaller),
    release: option && (office || placedByCaller),
    cancel: office && (status === 'reserved' || status === 'confirmed' || status === 'paid'),
    note: true,
  };
}

/** The kinds of a booking's history the console names (others are shown as they are stored). */
export const HISTORY_KINDS = [
  'placed',
  'option_extended',
  'option_released',
  'reserved',
  'payment_recorded',
  'refund_recorded',
  'confirmed',
  'paid',
  'completed',
  'cancelled',
  'expired',
  'note',
] as const;
