import { sql } from 'drizzle-orm';
import type { Alternatives, AlternativesInput } from '../../src/contract/booking-api';
import { addDays, daysBetween, isoDateOf } from '../../src/contract/iso-date';
import type { ApiContext } from '../api/endpoint';
import { quoteYacht, quoteYachts } from '../catalog/quote';
import { yachtCardsById } from '../catalog/yacht-card';
import { selectRows } from '../db/client';
import { HttpError } from '../http-error';

// What to offer when the wanted boat was taken or its price changed (issue 12): the boat and dates as they
// stand now, the same boat a week or a few earlier or later (the charter's length kept, nearest first, not
// in the past), and boats of the same type and size at the same base or in the same country that are free
// on the dates, cheapest first. Prices come from the same quote as a booking.

const SHOWN = 4;
/** Check-in moved by whole weeks (charters run week to week), nearest first; a week before, then after. */
const WEEK_SHIFTS = [-7, 7, -14, 14, -21, 21, -28, 28];
/** Boats compared before keeping the cheapest free ones. */
const CANDIDATES = 40;

export async function bookingAlternatives(ctx: ApiContext, query: AlternativesInput): Promise<Alternatives> {
  const today = isoDateOf(ctx.now());
  const nights = daysBetween(query.date_start, query.date_end);
  const [boat] = await selectRows<{ id: number; typeId: number; baseId: number; countryId: number; cabins: number }>(
    ctx.db,
    sql`select y.id, y.type_id as "typeId", y.base_id as "baseId", b.country_id as "countryId", y.cabins
        from yachts y join bases b on b.id = y.base_id where y.slug = ${query.yacht_slug}`,
  );
  if (!boat) throw new HttpError(400, 'Invalid query parameters', { yacht_slug: ['No boat has this slug'] });

  const requested = await quoteYacht(ctx.db, boat.id, query.date_start, query.date_end, today, query.language);
  const sameBoat: Alternatives['same_boat'] = [];
  for (const shift of WEEK_SHIFTS) {
    if (sameBoat.length === SHOWN) break;
    const start = addDays(query.date_start, shift);
    const end = addDays(start, nights);
    const quote = await quoteYacht(ctx.db, boat.id, start, end, today, query.language);
    if (quote) sameBoat.push({ date_start: start, date_end: end, total: quote.total });
  }

  const similar = await selectRows<{ id: number }>(
    ctx.db,
    sql`select y.id from yachts y join bases b on b.id = y.base_id
        where y.id <> ${boat.id} and y.type_id = ${boat.typeId} and abs(y.cabins - ${boat.cabins}) <= 1
          and (y.base_id = ${boat.baseId} or b.country_id = ${boat.countryId})
        order by (y.base_id = ${boat.baseId}) desc, abs(y.cabins - ${boat.cabins}), y.id limit ${CANDIDATES}`,
  );
  const quotes = await quoteYachts(
    ctx.db,
    similar.map((s) => s.id),
    query.date_start,
    query.date_end,
    today,
    query.language,
  );
  const cheapest = [...quotes.entries()].sort(([, a], [, b]) => a.total - b.total).slice(0, SHOWN);
  const cards = await yachtCardsById(
    ctx.catalog,
    cheapest.map(([id]) => id),
    query.language,
    today,
  );
  return {
    requested: { available: requested !== null, total: requested?.total ?? null },
    same_boat: sameBoat,
    similar_boats: cheapest.map(([id, quote]) => ({ yacht: cards.get(id)!, total: quote.total })),
  };
}
