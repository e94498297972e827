import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../src/contract/languages';
import type { Database } from '../db/client';
import { bases, destinations, offers, yachts } from '../db/schema';
import { destinationIs } from './destination-filter';
import { hasText, textIn, textLanguages } from './localized';
import { pageOffset } from '../api/pagination';

// Offers: a discount on one boat for given charter dates. An offer is listed while its check-in day is
// still ahead and nothing has booked the boat over its days.

function offerColumns(locale: LanguageCode) {
  return {
    yachtId: offers.yachtId,
    slug: offers.slug,
    title: textIn(offers.title, locale),
    translated: hasText(offers.title, locale),
    featured: offers.featured,
    discountPercent: offers.discountPercent,
    dateStart: sql<string>`lower(${offers.period})`,
    dateEnd: sql<string>`upper(${offers.period})`,
  };
}

const bookedOver = sql`exists (select 1 from bookings b where b.yacht_id = ${offers.yachtId}
  and b.status in ('option', 'confirmed') and b.period && ${offers.period})`;

export async function listOffers(
  db: Database,
  locale: LanguageCode,
  today: string,
  filter: { page: number; perPage: number; destination?: string; featured?: boolean },
) {
  const conditions: SQL[] = [sql`lower(${offers.period}) >= ${today}::date`, sql`not ${bookedOver}`];
  if (filter.destination !== undefined) conditions.push(destinationIs(filter.destination));
  if (filter.featured !== undefined) conditions.push(eq(offers.featured, filter.featured));
  const where = and(...conditions);
  const [totals, rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(offers)
      .innerJoin(yachts, eq(yachts.id, offers.yachtId))
      .innerJoin(bases, eq(bases.id, yachts.baseId))
      .innerJoin(destinations, eq(destinations.id, bases.destinationId))
      .where(where),
    db
      .select(offerColumns(locale))
      .from(offers)
      .innerJoin(yachts, eq(yachts.id, offers.yachtId))
      .innerJoin(bases, eq(bases.id, yachts.baseId))
      .innerJoin(destinations, eq(destinations.id, bases.destinationId))
      .where(where)
      .orderBy(desc(offers.featured), sql`lower(${offers.period})`, asc(offers.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter.page, filter.perPage)),
  ]);
  return { total: totals[0]?.total ?? 0, rows };
}

/** One offer by slug, whatever its dates; `bookable` is false once the boat is booked over its days. */
export async function findOffer(db: Database, locale: LanguageCode, slug: string) {
  const rows = await db
    // P2: the offer's page exists in the languages its title is written in.
    .select({ ...offerColumns(locale), bookedOver: sql<boolean>`${bookedOver}`, textLanguages: textLanguages(offers.title) })
    .from(offers)
    .where(eq(offers.slug, slug))
    .limit(1);
  return rows[0] ?? null;
}
