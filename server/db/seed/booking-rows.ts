import type { bookings } from '../schema';
import type { BookingQuote } from '../../../src/contract/booking-api';
import { buildQuote } from '../../../src/contract/price-rules';
import { paymentPlan } from '../../../src/contract/payment-plan';
import { addDays, dateRange, daysBetween, nextWeekday } from './dates';
import { NATIONALITIES } from './facts/people';
import type { ExtraRow } from './extras-rows';
import { createRandom, seedOf } from './prng';
import { dailyPrices, type SeasonPeriod } from './season-prices';
import { slugify } from './translated';
import type { FleetYacht } from './yacht-rows';

export type BookingRow = typeof bookings.$inferInsert;
/** A payment the company received for a demo booking, by the booking's reference (ids come at insert). */
export interface DemoPayment {
  reference: string;
  amount: number;
  receivedOn: string;
}

// How far back and ahead existing charters are placed, around the seed's "today".
const PAST_DAYS = 42;
const AHEAD_DAYS = 365;

/** The price as the booking page would have quoted it (the bookings contract's shape, no optional extras). */
function quoteOf(checkIn: string, checkOut: string, prices: readonly (number | null)[], extras: readonly ExtraRow[]): BookingQuote {
  const quote = buildQuote({
    dateStart: checkIn,
    dateEnd: checkOut,
    listPrice: prices.reduce<number>((sum, price) => sum + (price ?? 0), 0),
    discount: null,
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
  /** The boat's special offer's days ('[start,end)'), which stay unsold; null: none. */
  unsold: string | null,
): { rows: BookingRow[]; payments: DemoPayment[] } {
  const [unsoldFrom, unsoldUntil] = unsold ? unsold.slice(1, -1).split(',') : ['', ''];
  const random = createRandom(seedOf(`bookings:${yacht.row.id}`));
  const rows: BookingRow[] = [];
  const payments: DemoPayment[] = [];
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
    const checkIn = addDays(first, offset);
    const checkOut = addDays(checkIn, nights);
    const onOffer = unsold !== null && checkIn < unsoldUntil! && unsoldFrom! < checkOut;
    if (stay.every((p) => p !== null) && !onOffer && random.chance(occupancy)) {
      const guest = random.weighted(NATIONALITIES.map((n) => [n, n.share] as const));
      const firstName = random.pick(guest.firstNames);
      const lastName = random.pick(guest.lastNames);
      const quote = quoteOf(checkIn, checkOut, stay, extras);
      // Past charters were booked 10-200 days before; future ones up to 200 days ago, a few in the last days
      // (their first instalment not yet due: reserved).
      const booked = offset < todayOffset ? addDays(checkIn, -random.int(10, 200)) : addDays(today, -random.int(0, 200));
      const placedAt = new Date(
        `${booked}T${String(random.int(7, 22)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`,
      );
      const reference = nextReference();
      // Issue 28's states: an option now and then ahead; otherwise the company has received every instalment
      // that fell due before today (a day or two early), which makes a reservation confirmed or paid; a
      // charter whose check-out has come is completed.
      const option = offset > todayOffset && random.chance(0.15);
      const payNow = quote.total - quote.payable_at_base_total;
      const due = option ? [] : paymentPlan(payNow, booked, checkIn).filter((i) => i.due_date < today);
      for (const instalment of due) {
        const early = addDays(instalment.due_date, -random.int(0, 2));
        payments.push({ reference, amount: instalment.amount, receivedOn: early < booked ? booked : early });
      }
      const allDue = !option && due.length === paymentPlan(payNow, booked, checkIn).length;
      const status = option ? 'option' : checkOut <= today ? 'completed' : allDue ? 'paid' : due.length ? 'confirmed' : 'reserved';
      const paidOn = (i: number) => new Date(`${payments[payments.length - due.length + i]!.receivedOn}T10:00:00Z`);
      rows.push({
        reference,
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
        reservedAt: option ? null : placedAt,
        confirmedAt: due.length ? paidOn(0) : null,
        paidAt: allDue && due.length ? paidOn(due.length - 1) : null,
      });
      offset += nights;
    } else {
      offset += 7;
    }
  }
  return { rows, payments };
}
