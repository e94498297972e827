import { chargedDays } from './price-rules';

// Issue 27: a boat's minimum nights (`yachts.min_nights`, set by its company in the console). One rule for
// every place a charter is offered or taken (the search and the any-day search, quotes, offers, the boat
// page, the booking steps and the booking API): a charter shorter than the boat's minimum is not offered.
// A charter's length here is its charged days (src/contract/price-rules.ts): its nights, and one for the
// same-day charter that still holds and pays its day; so the minimum of 1 every boat had before is met by
// every charter. Zod-free: the pages load it.

export const MIN_NIGHTS_LOWEST = 1;
/** Four weeks: longer charters are arranged with the office, and a higher minimum is a typing mistake. */
export const MIN_NIGHTS_HIGHEST = 28;

/** Whether a charter of `charged` days (`chargedDays`) is shorter than a boat's minimum nights. */
export const belowMinimumNights = (charged: number, minNights: number): boolean => charged < minNights;

/** Whether the stay `start`–`end` ('YYYY-MM-DD') is shorter than a boat's minimum nights. */
export const stayBelowMinimumNights = (start: string, end: string, minNights: number): boolean =>
  belowMinimumNights(chargedDays(start, end), minNights);

/** The booking API's English message on `date_end` (the pages say it in their language). */
export const minimumNightsMessage = (minNights: number): string => `This boat is chartered for at least ${minNights} nights`;

/**
 * Why a page got no price for a stay, when it is this rule: the stay names its check-out as the wrong date
 * (common.json's `stay.minNights`, said with the minimum as its count). Null when the stay is long enough or
 * the boat is not known yet.
 */
export const minimumNightsProblem = (dates: { start: string; end: string }, minNights: number | undefined) =>
  minNights !== undefined && stayBelowMinimumNights(dates.start, dates.end, minNights)
    ? ({ field: 'date_end', rule: 'minNights' } as const)
    : null;
