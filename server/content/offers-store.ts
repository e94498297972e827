import { eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../src/contract/languages';
import type { Database } from '../db/client';
import { offers } from '../db/schema';
import { hasText, textIn, textLanguages } from './localized';

// Offers: a discount on one boat for given charter dates. One offer by its slug, whatever its dates (its
// page); the lists of offers are read from the in-memory catalog (server/catalog/model/model-offers.ts).

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

const bookedOver = sql`exists (select 1 from yacht_held_periods b where b.yacht_id = ${offers.yachtId}
  and b.period && ${offers.period})`;

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
