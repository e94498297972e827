import type { bookings } from '../schema';
import type { BookingQuote } from '../../../src/contract/booking-api';
import { buildQuote } from '../../../src/contract/price-rules';
import { addDays, dateRange, daysBetween, nextWeekday } from './dates';
import { NATIONALITIES } from './facts/people';
import type { ExtraRow } from './extras-rows';
import { createRandom, seedOf } from './prng';
import { dailyPrices, type SeasonPeriod } from './season-prices';
import { slugify } from './translated';
import type { FleetYacht } from './yacht-rows';

export type BookingRow = typeof bookings.$inferInsert;

// How far back and ahead existing charters are placed, around the seed's "today".
const PAST_DAYS = 42;
const AHEAD_DAYS = 365;

/** The price as the booking page would have quoted it (the bookings contract's shape, no optional extras). */
function quoteOf(checkIn: string, checkOut: string, prices: readonly (number | null)[], extras: readonly ExtraRow[]): BookingQuote {
  const quote = buildQuote({
    dateStart: checkIn,
    dateEnd: checkOut,
    listPrice: prices.reduce<number>((sum, price) => sum + (price ?? 0), 0),
    offer: null,
    obligatoryExtras: extras
      .filter((e) => e.obligatory)
      .map((e) => ({ name: e.name.en, price: e.price, unit: e.unit, payableAtBase: e.payableAtBase })),
  });
  return { ...quote, optional_extras: [], optional_extras_total: 0 };
}

/**
 * Charters already sold: week-long (sometimes two-week) trips starting on the boat's check-in day, more
 * of them in high season. Check-out is exclusive, so one trip ends the day the next begins and none
 * overlap.
 */
export function bookingRows(
  yacht: FleetYacht,
  periods: readonly SeasonPeriod[],
  extras: readonly ExtraRow[],
  today: string,
  nextReference: () => string,
): BookingRow[] {
  const random = createRandom(seedOf(`bookings:${yacht.row.id}`));
  const rows: BookingRow[] = [];
  const peak = Math.max(...periods.map((p) => p.pricePerDay));
  const first = nextWeekday(addDays(today, -PAST_DAYS), yacht.row.checkInDay);
  const todayOffset = daysBetween(first, today);
  const span = todayOffset + AHEAD_DAYS;
  // Day offsets from `first`; the extra two weeks let a trip starting near the end run its course.
  const prices = dailyPrices(periods, first, span + 14);
  let offset = 0;
  while (offset < span) {
    const nights = random.chance(0.1) ? 14 : 7;
    const stay = prices.slice(offset, offset + nights);
    const price = prices[offset] ?? null;
    // Occupancy follows the season: about one week in ten at the low price, one in two at the peak.
    const occupancy = price === null ? 0 : 0.05 + 0.5 * Math.pow(price / peak, 2);
    if (stay.every((p) => p !== null) && random.chance(occupancy)) {
      const checkIn = addDays(first, offset);
      const checkOut = addDays(checkIn, nights);
      const guest = random.weighted(NATIONALITIES.map((n) => [n, n.share] as const));
      const firstName = random.pick(guest.firstNames);
      const lastName = random.pick(guest.lastNames);
      const quote = quoteOf(checkIn, checkOut, stay, extras);
      const booked = addDays(offset < todayOffset ? checkIn : today, -random.int(10, 200));
      const placedAt = new Date(
        `${booked}T${String(random.int(7, 22)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`,
      );
      // Issue 28's states: a charter whose check-out has come is completed; a future one is an option
      // now and then, else reserved (the demo records no payments, so none is confirmed or paid).
      const status = checkOut <= today ? 'completed' : offset > todayOffset && random.chance(0.15) ? 'option' : 'reserved';
      rows.push({
        reference: nextReference(),
        yachtId: yacht.row.id,
        userId: null,
        period: dateRange(checkIn, checkOut),
        status,
        product: random.pick(yacht.row.products),
        people: random.int(Math.min(2, yacht.row.maxPeople), yacht.row.maxPeople),
        firstName,
        lastName,
        email: `${slugify(`${firstName}.${lastName}`).replace(/-/g, '.') || 'guest'}@example.com`,
        phone: `+${random.int(30, 49)} ${random.int(100, 999)} ${random.int(100000, 999999)}`,
        language: guest.language,
        quote,
        total: quote.total,
        createdAt: placedAt,
        reservedAt: status === 'option' ? null : placedAt,
      });
      offset += nights;
    } else {
      offset += 7;
    }
  }
  return rows;
}
