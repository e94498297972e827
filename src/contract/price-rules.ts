import { addDays, daysBetween } from './iso-date';
import type { AppliedDiscount, DiscountKind } from './discount-rules';

// The charter price rules, shared by the API (quotes, the list's price filter) and the web app (showing
// extras and breakdowns). All amounts are whole euros.
//
// THE DATE CONVENTION (one rule for price, availability and bookings):
// - A search or booking names date_start (check-in) and date_end (check-out); C4 turns an end before the
//   start into the start.
// - nights = date_end − date_start. Rental days (§9, C4) = nights + 1: a Saturday-to-Saturday week is
//   "8 days / 7 nights", both days counted as the site shows them.
// - The boat is held, and charged, for the days date_start … date_end − 1: each such day costs the daily
//   price of the season period containing it (a day's price covers that day and its night). The check-out
//   day itself is not charged and is free for the next check-in, exactly as the booking's daterange
//   '[date_start, date_end)' says. So a week costs 7 daily prices, which is the period's price per week.
// - A same-day charter (date_end = date_start, 0 nights) still holds and pays its one day:
//   charged days = max(nights, 1), held range '[date_start, date_start + charged days)'.

// Issue 27: 'per_person' is charged once per person aboard. Only an optional extra may be priced so: every
// search result shows the boat's full price before the crew is known, so an obligatory charge cannot depend on
// it (the console's contract and the database's check refuse an obligatory per-person extra).
export const EXTRA_UNITS = ['per_booking', 'per_week', 'per_day', 'per_night', 'per_person'] as const;
export type ExtraUnit = (typeof EXTRA_UNITS)[number];

export const CURRENCY = 'EUR';
export const DAYS_PER_WEEK = 7;

export function charterNights(dateStart: string, dateEnd: string): number {
  return Math.max(daysBetween(dateStart, dateEnd), 0);
}

/** §9 / C4: rental days = difference in days + 1 (inclusive). */
export function rentalDays(dateStart: string, dateEnd: string): number {
  return charterNights(dateStart, dateEnd) + 1;
}

/** The days the boat is held and charged: date_start … date_end − 1, at least one. */
export function chargedDays(dateStart: string, dateEnd: string): number {
  return Math.max(charterNights(dateStart, dateEnd), 1);
}

/** The booking's daterange, check-out exclusive: '[date_start,date_start + charged days)'. */
export function bookingPeriod(dateStart: string, dateEnd: string): string {
  return `[${dateStart},${addDays(dateStart, chargedDays(dateStart, dateEnd))})`;
}

/** C8: a price item as a weekly figure: per day and per night ×7, per booking, per week and per person ×1. */
export function perWeekPrice(price: number, unit: ExtraUnit): number {
  return unit === 'per_day' || unit === 'per_night' ? price * DAYS_PER_WEEK : price;
}

/**
 * An extra's cost for a charter of `charged` days and `people` aboard: per day and per night × charged days
 * (a week is 7, as C8's ×7 says), per week × started weeks, per person × people, per booking once.
 */
export function extraTotal(price: number, unit: ExtraUnit, charged: number, people: number): number {
  switch (unit) {
    case 'per_booking':
      return price;
    case 'per_person':
      return price * people;
    case 'per_week':
      return price * Math.ceil(charged / DAYS_PER_WEEK);
    case 'per_day':
    case 'per_night':
      return price * charged;
  }
}

/** The price after a percentage discount, rounded half up to whole euros (integer arithmetic, as the SQL does). */
export function discountedPrice(listPrice: number, discountPercent: number): number {
  return Math.floor((listPrice * (100 - discountPercent) + 50) / 100);
}

export interface QuoteInput {
  dateStart: string;
  dateEnd: string;
  /** The sum of the daily prices over the charged days. */
  listPrice: number;
  discount: AppliedDiscount | null;
  obligatoryExtras: { name: string; price: number; unit: ExtraUnit; payableAtBase: boolean }[];
}

/** A priced charter, as the rules compute it (the API's quote schema describes the same fields). */
export interface PriceQuote {
  date_start: string;
  date_end: string;
  days: number;
  nights: number;
  charged_days: number;
  list_price: number;
  discount_percent: number;
  offer_slug: string | null;
  /** Which discount `discount_percent` is (the page names it), null without one. */
  discount_kind: DiscountKind | null;
  price: number;
  obligatory_extras: { name: string; price: number; unit: ExtraUnit; per_week_price: number; total: number; payable_at_base: boolean }[];
  extras_total_now: number;
  payable_at_base_total: number;
  total: number;
  currency: typeof CURRENCY;
}

/** The full price of a charter: boat (list price, its one discount) plus obligatory extras, split by where they are paid. */
export function buildQuote(input: QuoteInput): PriceQuote {
  const charged = chargedDays(input.dateStart, input.dateEnd);
  const discountPercent = input.discount?.discountPercent ?? 0;
  const price = discountedPrice(input.listPrice, discountPercent);
  const extras = input.obligatoryExtras.map((e) => ({
    name: e.name,
    price: e.price,
    unit: e.unit,
    per_week_price: perWeekPrice(e.price, e.unit),
    // An obligatory extra is never per person (the console's contract and the database refuse it), so the
    // crew size, unknown to a search, never changes its cost.
    total: extraTotal(e.price, e.unit, charged, 1),
    payable_at_base: e.payableAtBase,
  }));
  const sum = (items: typeof extras) => items.reduce((acc, e) => acc + e.total, 0);
  const extrasTotalNow = sum(extras.filter((e) => !e.payable_at_base));
  const payableAtBaseTotal = sum(extras.filter((e) => e.payable_at_base));
  return {
    date_start: input.dateStart,
    date_end: input.dateEnd,
    days: rentalDays(input.dateStart, input.dateEnd),
    nights: charterNights(input.dateStart, input.dateEnd),
    charged_days: charged,
    list_price: input.listPrice,
    discount_percent: discountPercent,
    offer_slug: input.discount?.slug ?? null,
    discount_kind: input.discount?.kind ?? null,
    price,
    obligatory_extras: extras,
    extras_total_now: extrasTotalNow,
    payable_at_base_total: payableAtBaseTotal,
    total: price + extrasTotalNow + payableAtBaseTotal,
    currency: CURRENCY,
  };
}
