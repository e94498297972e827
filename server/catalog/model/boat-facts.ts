import type { Texts } from '../../db/schema';
import { DAYS_PER_WEEK, type ExtraUnit } from '../../../src/contract/price-rules';
import type { BoatRow } from './catalog-model-data';
import { isoDateOf } from '../../../src/contract/iso-date';
import { bestDiscount, type AppliedDiscount, type DiscountedCharter, type DiscountRule } from '../../../src/contract/discount-rules';
import { discountRuleOf } from '../discount-rules-data';

// One boat of the in-memory catalog and the facts a list, a card or a quote asks of it (C6, C13), with
// days as whole numbers since 1970-01-01 so a test is a comparison. The rules are those of
// src/contract/price-rules.ts; the database keeps its own copy of the facts for the booking itself
// (server/catalog/catalog-data.ts quoteFacts), which alone decides whether a charter can be booked.

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' as days since 1970-01-01. */
export function dayNumber(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
}

export function isoOfDay(day: number): string {
  return isoDateOf(new Date(day * DAY_MS));
}

/** A run of days [from, until). */
export interface DayRange {
  from: number;
  until: number;
}

/**
 * Runs of days [from[k], until[k]), ordered by `from` and never overlapping (an exclusion constraint): one
 * boat's alone (k from 0), or every boat's end to end in the fleet's columns (fleet-columns.ts), where a
 * boat's runs are those from its start to the next boat's. Typed arrays, so a scan of the fleet reads
 * consecutive memory rather than an object for each run.
 */
export interface DayRuns {
  from: Int32Array;
  until: Int32Array;
}

/** Season periods: the price of each of their days. */
export interface PriceRuns extends DayRuns {
  perDay: Float64Array;
}

export interface Boat {
  row: Omit<BoatRow, 'prices' | 'offers' | 'booked' | 'obligatory_extras' | 'discount_rules'>;
  prices: PriceRuns;
  offers: (DayRange & { kind: 'offer'; discountPercent: number; slug: string; id: number; featured: boolean; title: Texts })[];
  /** The discount rules (issue 27), by id. */
  rules: DiscountRule[];
  /** The live bookings' days. */
  booked: DayRuns;
  obligatoryExtras: { name: Texts; price: number; unit: ExtraUnit; payableAtBase: boolean }[];
}

/** One empty list for every boat without discount rules (most of a fleet): no array each. */
const NO_RULES: DiscountRule[] = [];

export function boatOfRow(row: BoatRow): Boat {
  const { prices, offers, booked, obligatory_extras, discount_rules, ...rest } = row;
  return {
    row: rest,
    prices: {
      from: Int32Array.from(prices, ([from]) => dayNumber(from)),
      until: Int32Array.from(prices, ([, until]) => dayNumber(until)),
      perDay: Float64Array.from(prices, ([, , perDay]) => perDay),
    },
    offers: offers.map(([from, until, discountPercent, slug, id, featured, title]) => ({
      kind: 'offer' as const,
      from: dayNumber(from),
      until: dayNumber(until),
      discountPercent,
      slug,
      id,
      featured,
      title,
    })),
    rules: discount_rules.length ? discount_rules.map(discountRuleOf) : NO_RULES,
    booked: { from: Int32Array.from(booked, ([from]) => dayNumber(from)), until: Int32Array.from(booked, ([, until]) => dayNumber(until)) },
    obligatoryExtras: obligatory_extras.map((e) => ({ name: e.name, price: e.price, unit: e.unit, payableAtBase: e.payable_at_base })),
  };
}

/** Whether one of the runs [lo, hi) shares a day with `held`. */
export function bookedIn(runs: DayRuns, lo: number, hi: number, held: DayRange): boolean {
  for (let k = lo; k < hi; k++) {
    if (runs.from[k]! >= held.until) return false;
    if (runs.until[k]! > held.from) return true;
  }
  return false;
}

/** Whether a live booking shares a day with `held`. */
export function isBooked(boat: Boat, held: DayRange): boolean {
  return bookedIn(boat.booked, 0, boat.booked.from.length, held);
}

/** The sum of the daily prices of the periods [lo, hi) over the held days, or null when one of them has no season price. */
export function listPriceIn(runs: PriceRuns, lo: number, hi: number, held: DayRange): number | null {
  let sum = 0;
  let priced = 0;
  for (let k = lo; k < hi; k++) {
    const [from, until] = [runs.from[k]!, runs.until[k]!];
    if (from >= held.until) break;
    if (until <= held.from) continue;
    const shared = Math.min(until, held.until) - Math.max(from, held.from);
    sum += runs.perDay[k]! * shared;
    priced += shared;
  }
  return priced === held.until - held.from ? sum : null;
}

/** The sum of the daily prices over the held days, or null when one of them has no season price. */
export function heldListPrice(boat: Boat, held: DayRange): number | null {
  return listPriceIn(boat.prices, 0, boat.prices.from.length, held);
}

/** The offer with the best discount (then the first made) whose period covers every held day (the boat's own object). */
export function bestOffer(boat: Boat, held: DayRange): Boat['offers'][number] | null {
  let best: Boat['offers'][number] | null = null;
  for (const o of boat.offers) {
    if (o.from > held.from || o.until < held.until) continue;
    if (!best || o.discountPercent > best.discountPercent || (o.discountPercent === best.discountPercent && o.id < best.id)) best = o;
  }
  return best;
}

/** The charter's one discount (docs/decisions/048): the best of its offer and the boat's rules, booked on `charter.today`. */
export function boatDiscount(boat: Boat, charter: DiscountedCharter): AppliedDiscount | null {
  return bestDiscount(bestOffer(boat, charter), boat.rules, charter);
}

/** How far ahead "the coming season" of price_from looks. */
const PRICE_FROM_HORIZON_DAYS = 365;

/** The lowest weekly price (7 × the lowest daily price) of the periods [lo, hi) of the next 12 months; null without one. */
export function priceFromIn(runs: PriceRuns, lo: number, hi: number, today: number): number | null {
  let lowest = Infinity;
  for (let k = lo; k < hi; k++) {
    if (runs.until[k]! > today && runs.from[k]! < today + PRICE_FROM_HORIZON_DAYS && runs.perDay[k]! < lowest) lowest = runs.perDay[k]!;
  }
  return lowest === Infinity ? null : lowest * DAYS_PER_WEEK;
}

/** The lowest weekly price (7 × the lowest daily price) of the season periods of the next 12 months; null without one. */
export function priceFrom(boat: Boat, today: number): number | null {
  return priceFromIn(boat.prices, 0, boat.prices.from.length, today);
}

/**
 * C13: whether the boat is free and priced for `nights` from some start day in [first, last]: the priced
 * stretches (adjacent periods joined) less the booked days leave free stretches; one allows a start on s
 * when it begins on or before s and lasts to s + nights.
 */
export function canStartWithin(boat: Boat, first: number, last: number, nights: number): boolean {
  let stretch: DayRange | null = null;
  const { booked, prices } = boat;
  const freeParts = function* (priced: DayRange): Generator<DayRange> {
    let from = priced.from;
    for (let k = 0; k < booked.from.length; k++) {
      const [bookedFrom, bookedUntil] = [booked.from[k]!, booked.until[k]!];
      if (bookedUntil <= from || bookedFrom >= priced.until) continue;
      if (bookedFrom > from) yield { from, until: bookedFrom };
      from = Math.max(from, bookedUntil);
    }
    if (from < priced.until) yield { from, until: priced.until };
  };
  const allows = (priced: DayRange) => {
    for (const free of freeParts(priced)) if (Math.max(free.from, first) <= Math.min(free.until - nights, last)) return true;
    return false;
  };
  for (let k = 0; k < prices.from.length; k++) {
    const [from, until] = [prices.from[k]!, prices.until[k]!];
    if (stretch && stretch.until === from) stretch.until = until;
    else {
      if (stretch && allows(stretch)) return true;
      stretch = { from, until };
    }
  }
  return stretch !== null && allows(stretch);
}

/** The positions of one boat's runs, for reading them one by one. */
export function runsOf(runs: DayRuns): number[] {
  return Array.from(runs.from, (_, k) => k);
}
