import { BOOKING_UNAVAILABLE, type Booking, type BookingQuote, type CreateBooking } from '../../src/contract/booking-api';
import { isoDateOf } from '../../src/contract/iso-date';
import { bookingPeriod, chargedDays, extraTotal } from '../../src/contract/price-rules';
import type { AuthUser } from '../accounts/token-store';
import type { ApiContext } from '../api/endpoint';
import { quoteYacht } from '../catalog/quote';
import { operatorAddress } from '../content/forms';
import { yachtCardsById } from '../catalog/yacht-card';
import { isLanguageCode } from '../../src/contract/languages';
import type { YachtCard } from '../../src/contract/yacht-list-api';
import { HttpError, notFound } from '../http-error';
import { isExclusionViolation, isUniqueViolation } from './database-errors';
import { newBookingReference } from './reference';
import {
  bookingsOfUser,
  confirmOption,
  findBookableYacht,
  findBooking,
  insertBooking,
  optionalExtrasOf,
  type BookingRow,
  type OptionalExtra,
} from './bookings-store';

// Bookings (B4): the price is computed here, never taken from the client, inside the transaction that
// inserts the booking; the database's exclusion constraint decides any race between two customers.

const unavailable = () => new HttpError(409, BOOKING_UNAVAILABLE);
const bookingNotFound = () => notFound('The booking was not found');
const REFERENCE_ATTEMPTS = 3;

export async function createBooking(ctx: ApiContext, input: CreateBooking, user: AuthUser | null): Promise<Booking> {
  const yacht = await findBookableYacht(ctx.db, input.yacht_slug);
  if (!yacht) throw new HttpError(422, 'The given data was invalid', { yacht_slug: ['No boat has this slug'] });
  const extras = await optionalExtrasOf(ctx.db, yacht.yachtId, input.language);
  const today = isoDateOf(ctx.now());
  checkAgainstYacht(input, yacht, extras, today);

  const charged = chargedDays(input.date_start, input.date_end);
  const chosen = extras
    .filter((e) => input.optional_extras.includes(e.id))
    .map((e) => ({ id: e.id, name: e.name, price: e.price, unit: e.unit, total: extraTotal(e.price, e.unit, charged), payable_at_base: e.payableAtBase }));
  const chosenTotal = chosen.reduce((sum, e) => sum + e.total, 0);

  for (let attempt = 1; ; attempt++) {
    const reference = newBookingReference();
    try {
      await ctx.db.transaction(async (tx) => {
        const quote = await quoteYacht(tx, yacht.yachtId, input.date_start, input.date_end, today, input.language);
        if (!quote) throw unavailable();
        const booked: BookingQuote = { ...quote, optional_extras: chosen, optional_extras_total: chosenTotal };
        await insertBooking(tx, {
          reference,
          yachtId: yacht.yachtId,
          userId: user?.id ?? null,
          period: bookingPeriod(input.date_start, input.date_end),
          product: input.product,
          people: input.people,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone,
          language: input.language,
          quote: booked,
          total: quote.total + chosenTotal,
        });
      });
    } catch (err) {
      // Another booking took the days between the quote and the insert (the race of B4).
      if (isExclusionViolation(err)) throw unavailable();
      // 40 random bits rarely collide; when they do, draw again.
      if (isUniqueViolation(err) && attempt < REFERENCE_ATTEMPTS) continue;
      throw err;
    }
    return (await toBookings(ctx, [(await findBooking(ctx.db, reference))!]))[0]!;
  }
}

/** The checks that need the boat: its products, its capacity, its extras; and no check-in in the past. */
function checkAgainstYacht(
  input: CreateBooking,
  yacht: { products: string[]; maxPeople: number },
  extras: OptionalExtra[],
  today: string,
): void {
  const errors: Record<string, string[]> = {};
  if (!yacht.products.includes(input.product)) {
    errors.product = [`This boat is offered as: ${yacht.products.join(', ')}`];
  }
  if (input.people > yacht.maxPeople) errors.people = [`This boat takes at most ${yacht.maxPeople} people`];
  if (input.date_start < today) errors.date_start = ['Must not be in the past'];
  const unknown = input.optional_extras.filter((id) => !extras.some((e) => e.id === id));
  if (unknown.length) errors.optional_extras = [`Not an optional extra of this boat: ${unknown.join(', ')}`];
  if (Object.keys(errors).length) throw new HttpError(422, 'The given data was invalid', errors);
}

export async function ownBooking(ctx: ApiContext, reference: string, user: AuthUser): Promise<Booking> {
  const row = await findBooking(ctx.db, reference);
  // Someone else's booking is answered exactly like a missing one: a reference reveals nothing.
  if (!row || row.userId !== user.id) throw bookingNotFound();
  return (await toBookings(ctx, [row]))[0]!;
}

export async function ownBookings(ctx: ApiContext, user: AuthUser): Promise<Booking[]> {
  return toBookings(ctx, await bookingsOfUser(ctx.db, user.id));
}

/**
 * B2: the customer confirms their option. A logged-in customer confirms their own booking; a guest proves
 * it is theirs with the e-mail it was made with. Confirming twice is harmless; a cancelled booking is a 409.
 */
export async function confirmBooking(ctx: ApiContext, reference: string, user: AuthUser | null, email: string | undefined): Promise<Booking> {
  if (!user && email === undefined) {
    throw new HttpError(422, 'The given data was invalid', { email: ['The e-mail of the booking is needed to confirm it without logging in'] });
  }
  const row = await findBooking(ctx.db, reference);
  const owned = row && ((user && row.userId === user.id) || (email !== undefined && email.toLowerCase() === row.email.toLowerCase()));
  if (!row || !owned) throw bookingNotFound();
  if (row.status === 'option' && (await confirmOption(ctx.db, row.id))) {
    const [confirmed] = await toBookings(ctx, [{ ...row, status: 'confirmed' }]);
    await sendConfirmation(ctx, confirmed!);
    return confirmed!;
  }
  const current = (await findBooking(ctx.db, reference))!;
  if (current.status === 'cancelled') throw new HttpError(409, 'This booking was cancelled');
  return (await toBookings(ctx, [current]))[0]!;
}

/** Bookings with their boats' cards (in the language of the first booking: a list is one customer's). */
async function toBookings(ctx: ApiContext, rows: BookingRow[]): Promise<Booking[]> {
  const language = rows[0]?.language;
  const locale = isLanguageCode(language) ? language : 'en';
  const cards = await yachtCardsById(ctx.db, rows.map((row) => row.yachtId), locale, isoDateOf(ctx.now()));
  return rows.map((row) => toBooking(row, cards.get(row.yachtId)!));
}

function toBooking(row: BookingRow, yacht: YachtCard): Booking {
  return {
    reference: row.reference,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    yacht,
    product: row.product as Booking['product'],
    date_start: row.dateStart,
    date_end: row.dateEnd,
    people: row.people,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    language: row.language,
    quote: row.quote,
    total: row.total,
  };
}

async function sendConfirmation(ctx: ApiContext, booking: Booking): Promise<void> {
  const atBase =
    booking.quote.payable_at_base_total + booking.quote.optional_extras.filter((e) => e.payable_at_base).reduce((sum, e) => sum + e.total, 0);
  const summary = [
    `Booking ${booking.reference}: ${booking.yacht.name} (${booking.yacht.model.name}), ${booking.yacht.base.name}, ${booking.yacht.base.city}`,
    `Check-in ${booking.date_start}, check-out ${booking.date_end}, ${booking.people} people, ${booking.product}`,
    `Total ${booking.total} ${booking.quote.currency}, of which ${atBase} payable at the base`,
  ];
  const mails = [
    { to: booking.email, subject: `Your booking ${booking.reference} is confirmed`, text: [`Dear ${booking.first_name} ${booking.last_name},`, '', ...summary].join('\n') },
    { to: operatorAddress(ctx.config), subject: `Booking ${booking.reference} confirmed`, text: [...summary, `Customer: ${booking.email}, ${booking.phone}`].join('\n') },
  ];
  for (const mail of mails) {
    // The booking is confirmed whatever the mail server says; a failed mail is logged for the office.
    await ctx.mailer.send(mail).catch((err: unknown) => ctx.logger.error({ err, reference: booking.reference }, 'booking mail failed'));
  }
}
