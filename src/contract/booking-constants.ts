// The booking contract's plain values, without zod (decision 011): the booking pages use them in the
// browser, where importing booking-api.ts would put zod and every schema into their first load.

/**
 * A booking's states (issue 28, docs/decisions/038): option (held, nothing owed) → reserved (terms accepted,
 * the first instalment due on its date) → confirmed (the company received the first instalment) → paid (every
 * instalment received) → completed (check-out has passed); or cancelled / expired, with who ended it and why.
 */
export const BOOKING_STATUSES = ['option', 'reserved', 'confirmed', 'paid', 'completed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/**
 * The states that hold the boat's days. Migration 0014 writes the same list into the exclusion constraint,
 * the availability index, the booked-days triggers and the view yacht_held_periods.
 */
export const LIVE_BOOKING_STATUSES = ['option', 'reserved', 'confirmed', 'paid', 'completed'] as const satisfies readonly BookingStatus[];
/** The states of a reservation the visitor has accepted (terms and payment plan), whatever has been paid. */
export const RESERVATION_STATUSES = ['reserved', 'confirmed', 'paid'] as const satisfies readonly BookingStatus[];
export const isReservation = (status: BookingStatus): status is (typeof RESERVATION_STATUSES)[number] =>
  (RESERVATION_STATUSES as readonly string[]).includes(status);
/** Who ended a cancelled or expired booking. */
export const BOOKING_ENDED_BY = ['customer', 'company', 'system'] as const;
/** Money recorded on a booking (issue 28): received from the visitor, or refunded to them. */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
/** How it moved (booking_payments.method, migration 0014); bank transfer comes first (decision 038). */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'other'] as const;
/** What a boat is chartered as: what a booking chooses and the search filters by (src/contract/yacht-search.ts). */
export const PRODUCTS = ['bareboat', 'skipper', 'crewed'] as const;
/** Longest charter booked online; longer ones are arranged with the office (a search may ask for more: MAX_SEARCH_NIGHTS). */
export const MAX_ONLINE_BOOKING_NIGHTS = 60;

/**
 * Page paths built from the access token (without the language prefix: `/${lang}/${path}`); the frame
 * variants put `frame/` in front. The mails link to `bookingPagePath`.
 */
export const bookingPagePath = (token: string) => `booking/${token}`;
/** The booking's printable pro-forma invoice (issue 28). */
export const bookingInvoicePath = (token: string) => `booking/${token}/invoice`;
/** The iCalendar file of a booking (no bearer token needed: the access token is the secret). */
export const bookingCalendarUrl = (apiBase: string, token: string) => `${apiBase}/booking-calendar/${token}`;

export const BOOKING_ERROR_CODES = {
  /** 409 on POST /bookings: the days are held or booked, or not priced. */
  unavailable: 'unavailable',
  /** 409 on confirm: the hold ran out (the days may have gone to someone else); place a new option. */
  optionExpired: 'option_expired',
  /** 409 on confirm: the booking was cancelled. */
  cancelled: 'booking_cancelled',
  /** 409 on cancel: check-in has come; the office handles it. */
  cancelTooLate: 'cancel_too_late',
} as const;
