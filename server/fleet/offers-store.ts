import { and, asc, eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../src/contract/languages';
import { bases, models, offers, shipyards, yachts } from '../db/schema';
import type { Executor } from '../operators/operators-store';

// The console's SQL for a boat's discounts, the site's offers (issue 27): a percentage off charters whose
// days lie inside the offer's period, as the quote and the search apply it (server/catalog/model/boat-facts.ts).

export type OfferRow = typeof offers.$inferSelect;
type OfferValues = Pick<typeof offers.$inferInsert, 'period' | 'discountPercent' | 'title' | 'featured'>;

export async function offersOf(db: Executor, yachtId: number, locale: LanguageCode) {
  return db
    .select({
      id: offers.id,
      slug: offers.slug,
      date_from: sql<string>`lower(${offers.period})::text`,
      date_to: sql<string>`upper(${offers.period})::text`,
      discount_percent: offers.discountPercent,
      title: sql<string>`coalesce(${offers.title} ->> ${locale}::text, ${offers.title} ->> 'en')`,
      featured: offers.featured,
    })
    .from(offers)
    .where(eq(offers.yachtId, yachtId))
    .orderBy(asc(sql`lower(${offers.period})`), asc(offers.id));
}

export async function offerOf(db: Executor, yachtId: number, id: number): Promise<OfferRow | null> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.yachtId, yachtId)))
    .for('update');
  return rows[0] ?? null;
}

/** What an offer's title names: the boat, its model with the shipyard, its base's city. */
export async function titleFacts(db: Executor, yachtId: number) {
  const rows = await db
    .select({ name: yachts.name, model: models.name, shipyard: shipyards.name, city: bases.city })
    .from(yachts)
    .innerJoin(models, eq(models.id, yachts.modelId))
    .innerJoin(shipyards, eq(shipyards.id, yachts.shipyardId))
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .where(eq(yachts.id, yachtId));
  return rows[0]!;
}

export async function insertOffer(db: Executor, row: OfferValues & { slug: string; yachtId: number }): Promise<number> {
  const [inserted] = await db.insert(offers).values(row).returning({ id: offers.id });
  return inserted!.id;
}

export async function updateOffer(db: Executor, id: number, values: OfferValues): Promise<void> {
  await db.update(offers).set(values).where(eq(offers.id, id));
}

export async function deleteOffer(db: Executor, id: number): Promise<void> {
  await db.delete(offers).where(eq(offers.id, id));
}
