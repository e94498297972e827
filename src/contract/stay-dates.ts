import { daysBetween } from './iso-date';
import { MAX_ONLINE_BOOKING_NIGHTS } from './booking-constants';

// Issue 30 item 3: one rule for a stay's dates, applied by the search, the boat page, the booking steps and
// the booking API, so a stay one of them refuses is never offered by another. A stay is check-in
// (`date_start`) to check-out (`date_end`, the day the boat is free again): at least one night, and a
// check-in that is not in the past. Each problem names the field that is wrong, for the page to mark it
// and say why in its language (common.json's `stay.*`).

export type StayProblem =
  /** Check-out is on or before check-in: no night to charter (a 0-night or reversed stay). */
  | { field: 'date_end'; rule: 'noNights' }
  /** Longer than a charter booked online (the office arranges those). */
  | { field: 'date_end'; rule: 'tooLong' }
  /** Check-in before today. */
  | { field: 'date_start'; rule: 'past' };

/**
 * What is wrong with the stay `start`–`end` (calendar dates, 'YYYY-MM-DD'), the first problem found; null
 * when it can be booked as far as its dates go. `today` is left out where the clock does not matter (a
 * search for last summer is no error); `maxNights` where any length may be asked about (a search).
 */
export function stayProblem(
  start: string,
  end: string,
  { today, maxNights }: { today?: string; maxNights?: number } = {},
): StayProblem | null {
  if (end <= start) return { field: 'date_end', rule: 'noNights' };
  if (maxNights !== undefined && daysBetween(start, end) > maxNights) return { field: 'date_end', rule: 'tooLong' };
  if (today !== undefined && start < today) return { field: 'date_start', rule: 'past' };
  return null;
}

/** The rule as a booking (the API, the steps) applies it: the online limit and, with `today`, no past check-in. */
export const bookingStayProblem = (start: string, end: string, today?: string): StayProblem | null =>
  stayProblem(start, end, { today, maxNights: MAX_ONLINE_BOOKING_NIGHTS });

/** The API's English message for each problem (the pages say it in their own language). */
export const STAY_MESSAGES: Record<StayProblem['rule'], string> = {
  noNights: 'Must be after date_start',
  tooLong: `At most ${MAX_ONLINE_BOOKING_NIGHTS} nights can be booked online`,
  past: 'Must not be in the past',
};
