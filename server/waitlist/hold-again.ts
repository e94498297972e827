import { eq } from 'drizzle-orm';
import type { Booking, CreateBooking } from '../../src/contract/booking-api';
import type { ApiContext } from '../api/endpoint';
import { bookingByToken, createBooking, readBooking } from '../bookings/bookings';
import { users } from '../db/schema';
import { conflict } from '../http-error';
import { offeringFreedDays } from './waitlist';

// Issue 28: an expired hold offers the same boat and week first when they are free again. Step two, after
// the hold lapsed, offers "hold it again": a new option with the expired one's details (boat, dates,
// product, people, the visitor's name and contact, extras, message, language, account), placed exactly as
// a visitor's option is (createBooking: priced now by the server; the exclusion constraint decides a race:
// 409 unavailable when someone, perhaps the waiting list's first in line, took the days meanwhile).

export async function holdAgain(ctx: ApiContext, token: string): Promise<Booking> {
  const row = await bookingByToken(ctx, token);
  const old = await offeringFreedDays(ctx, row, () => readBooking(ctx, row));
  if (old.status !== 'expired') throw conflict('Only a hold that has expired can be held again', 'not_expired');
  const input: CreateBooking = {
    yacht_slug: old.yacht.slug,
    date_start: old.date_start,
    date_end: old.date_end,
    product: old.product,
    people: old.people,
    first_name: old.first_name,
    last_name: old.last_name,
    email: old.email,
    phone: old.phone,
    optional_extras: old.quote.optional_extras.map((e) => e.id),
    terms_accepted: true,
    language: old.language as CreateBooking['language'],
    ...(old.message ? { message: old.message } : {}),
  };
  const [user] = row.userId === null ? [] : await ctx.db.select().from(users).where(eq(users.id, row.userId));
  return (await createBooking(ctx, input, user ?? null)).data;
}
