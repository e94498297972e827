// The booking contract's plain values, without zod (decision 011): the booking pages use them in the
// browser, where importing booking-api.ts would put zod and every schema into their first load.

export const BOOKING_STATUSES = ['option', 'confirmed', 'cancelled', 'expired'] as const;
/** What a boat is chartered as: what a booking chooses and the search filters by (src/contract/yacht-search.ts). */
export const PRODUCTS = ['bareboat', 'skipper', 'crewed'] as const;
/** Longest charter booked online; longer ones are arranged with the office (a search may ask for more: MAX_SEARCH_NIGHTS). */
export const MAX_ONLINE_BOOKING_NIGHTS = 60;

/**
 * Page paths built from the access token (without the language prefix: `/${lang}/${path}`); the frame
 * variants put `frame/` in front. The mails link to `bookingPagePath`.
 */
export const bookingPagePath = (token: string) => `booking/${token}`;
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
