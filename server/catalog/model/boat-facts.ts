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

/** Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
const EPOCH_DAY = 719_468;

/**
 * 'YYYY-MM-DD' as days since 1970-01-01. Read digit by digit (H. Hinnant's days_from_civil) rather than
 * through Date: loading the catalog converts about sixty dates a boat, 1.8 million at 30,000 boats (issue 31).
 */
export function dayNumber(iso: string): number {
  const digit = (at: number) => iso.charCodeAt(at) - 48;
  const month = digit(5) * 10 + digit(6);
  const day = digit(8) * 10 + digit(9);
  // The year counted from March, so a leap day is the year's last.
  const year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - EPOCH_DAY;
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
const NO_OFFERS: Boat['offers'] = [];
const NO_EXTRAS: Boat['obligatoryExtras'] = [];

/**
 * One object for equal texts: a fleet's obligatory extras are a few names (a final cleaning, a transit log)
 * in twelve languages, read once for every boat that has them (issue 31: 1.5 KB a boat before). A model
 * keeps one for as long as its boats last.
 */
export type TextsInterner = (texts: Texts) => Texts;

export function textsInterner(): TextsInterner {
  const seen = new Map<string, Texts>();
  return (texts) => {
    const key = JSON.stringify(texts);
    const kept = seen.get(key);
    if (kept) return kept;
    seen.set(key, texts);
    return texts;
  };
}

/** Runs of days from [from, until] pairs, in their order. */
function dayRuns(pairs: [string, string, ...unknown[]][]): DayRuns {
  const from = new Int32Array(pairs.length);
  const until = new Int32Array(pairs.length);
  for (let k = 0; k < pairs.length; k++) {
    from[k] = dayNumber(pairs[k]![0]);
    until[k] = dayNumber(pairs[k]![1]);
  }
  return { from, until };
}

export function boatOfRow(row: BoatRow, intern: TextsInterner = (texts) => texts): Boat {
  const { prices, offers, booked, obligatory_extras, discount_rules, ...rest } = row;
  const perDay = new Float64Array(prices.length);
  for (let k = 0; k < prices.length; k++) perDay[k] = prices[k]![2];
  return {
    row: rest,
    prices: { ...dayRuns(prices), perDay },
    offers: offers.length
      ? offers.map(([from, until, discountPercent, slug, id, featured, title]) => ({
          kind: 'offer' as const,
          from: dayNumber(from),
          until: dayNumber(until),
          discountPercent,
          slug,
          id,
          featured,
          title,
        }))
      : NO_OFFERS,
    rules: discount_rules.length ? discount_rules.map(discountRuleOf) : NO_RULES,
    booked: dayRuns(booked),
    obligatoryExtras: obligatory_extras.length
      ? obligatory_extras.map((e) => ({ name: intern(e.name), price: e.price, unit: e.unit, payableAtBase: e.payable_at_base }))
      : NO_EXTRAS,
  };
}

/**
 * The first of the runs [lo, hi) that ends after `day` (hi when none): runs never overlap, so their ends are
 * ordered too. A boat's past bookings and seasons are skipped in a few steps instead of one by one.
 */
function firstEndingAfter(runs: DayRuns, lo: number, hi: number, day: number): number {
  while (lo < hi) {
    const middle = (lo + hi) >>> 1;
    if (runs.until[middle]! > day) hi = middle;
    else lo = middle + 1;
  }
  return lo;
}

/** Whether one of the runs [lo, hi) shares a day with `held`. */
export function bookedIn(runs: DayRuns, lo: number, hi: number, held: DayRange): boolean {
  const k = firstEndingAfter(runs, lo, hi, held.from);
  return k < hi && runs.from[k]! < held.until;
}

/** Whether a live booking shares a day with `held`. */
export function isBooked(boat: Boat, held: DayRange): boolean {
  return bookedIn(boat.booked, 0, boat.booked.from.length, held);
}

/** The sum of the daily prices of the periods [lo, hi) over the held days, or null when one of them has no season price. */
export function listPriceIn(runs: PriceRuns, lo: number, hi: number, held: DayRange): number | null {
  let sum = 0;
  let priced = 0;
  for (let k = firstEndingAfter(runs, lo, hi, held.from); k < hi; k++) {
    const from = runs.from[k]!;
    if (from >= held.until) break;
    const until = runs.until[k]!;
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
  const offers = boat.offers;
  for (let k = 0; k < offers.length; k++) {
    const o = offers[k]!;
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
  for (let k = firstEndingAfter(runs, lo, hi, today); k < hi && runs.from[k]! < today + PRICE_FROM_HORIZON_DAYS; k++) {
    if (runs.perDay[k]! < lowest) lowest = runs.perDay[k]!;
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
