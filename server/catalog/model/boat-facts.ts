import type { Texts } from '../../db/schema';
import { DAYS_PER_WEEK, type ExtraUnit } from '../../../src/contract/price-rules';
import type { BoatRow } from './catalog-model-data';

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
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A run of days [from, until). */
export interface DayRange {
  from: number;
  until: number;
}

export interface Boat {
  row: Omit<BoatRow, 'prices' | 'offers' | 'booked' | 'obligatory_extras'>;
  /** Season periods by `from`; a boat's periods never overlap (an exclusion constraint). */
  prices: (DayRange & { perDay: number })[];
  offers: (DayRange & { discountPercent: number; slug: string; id: number; featured: boolean; title: Texts })[];
  /** Live bookings' days by `from`; they never overlap either. */
  booked: DayRange[];
  obligatoryExtras: { name: Texts; price: number; unit: ExtraUnit; payableAtBase: boolean }[];
}

export function boatOfRow(row: BoatRow): Boat {
  const { prices, offers, booked, obligatory_extras, ...rest } = row;
  return {
    row: rest,
    prices: prices.map(([from, until, perDay]) => ({ from: dayNumber(from), until: dayNumber(until), perDay })),
    offers: offers.map(([from, until, discountPercent, slug, id, featured, title]) => ({ from: dayNumber(from), until: dayNumber(until), discountPercent, slug, id, featured, title })),
    booked: booked.map(([from, until]) => ({ from: dayNumber(from), until: dayNumber(until) })),
    obligatoryExtras: obligatory_extras.map((e) => ({ name: e.name, price: e.price, unit: e.unit, payableAtBase: e.payable_at_base })),
  };
}

/** Whether a live booking shares a day with `held`. */
export function isBooked(boat: Boat, held: DayRange): boolean {
  for (const b of boat.booked) {
    if (b.from >= held.until) return false;
    if (b.until > held.from) return true;
  }
  return false;
}

/** The sum of the daily prices over the held days, or null when one of them has no season price. */
export function heldListPrice(boat: Boat, held: DayRange): number | null {
  let sum = 0;
  let priced = 0;
  for (const p of boat.prices) {
    if (p.from >= held.until) break;
    if (p.until <= held.from) continue;
    const shared = Math.min(p.until, held.until) - Math.max(p.from, held.from);
    sum += p.perDay * shared;
    priced += shared;
  }
  return priced === held.until - held.from ? sum : null;
}

/** The offer with the best discount (then the first made) whose period covers every held day. */
export function bestOffer(boat: Boat, held: DayRange): { slug: string; discountPercent: number } | null {
  let best: Boat['offers'][number] | null = null;
  for (const o of boat.offers) {
    if (o.from > held.from || o.until < held.until) continue;
    if (!best || o.discountPercent > best.discountPercent || (o.discountPercent === best.discountPercent && o.id < best.id)) best = o;
  }
  return best && { slug: best.slug, discountPercent: best.discountPercent };
}

/** How far ahead "the coming season" of price_from looks. */
const PRICE_FROM_HORIZON_DAYS = 365;

/** The lowest weekly price (7 × the lowest daily price) of the season periods of the next 12 months; null without one. */
export function priceFrom(boat: Boat, today: number): number | null {
  let lowest: number | null = null;
  for (const p of boat.prices) {
    if (p.until > today && p.from < today + PRICE_FROM_HORIZON_DAYS && (lowest === null || p.perDay < lowest)) lowest = p.perDay;
  }
  return lowest === null ? null : lowest * DAYS_PER_WEEK;
}

/**
 * C13: whether the boat is free and priced for `nights` from some start day in [first, last]: the priced
 * stretches (adjacent periods joined) less the booked days leave free stretches; one allows a start on s
 * when it begins on or before s and lasts to s + nights.
 */
export function canStartWithin(boat: Boat, first: number, last: number, nights: number): boolean {
  let stretch: DayRange | null = null;
  const freeParts = function* (priced: DayRange): Generator<DayRange> {
    let from = priced.from;
    for (const b of boat.booked) {
      if (b.until <= from || b.from >= priced.until) continue;
      if (b.from > from) yield { from, until: b.from };
      from = Math.max(from, b.until);
    }
    if (from < priced.until) yield { from, until: priced.until };
  };
  const allows = (priced: DayRange) => {
    for (const free of freeParts(priced)) if (Math.max(free.from, first) <= Math.min(free.until - nights, last)) return true;
    return false;
  };
  for (const p of boat.prices) {
    if (stretch && stretch.until === p.from) stretch.until = p.until;
    else {
      if (stretch && allows(stretch)) return true;
      stretch = { from: p.from, until: p.until };
    }
  }
  return stretch !== null && allows(stretch);
}
