import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import {
  bases,
  countries,
  destinations,
  discountRules,
  equipment,
  extras,
  yachtBlocks,
  yachtPrices,
  yachts,
  yachtTypes,
} from '../db/schema';
import type { Executor } from '../operators/operators-store';
import type { SourceBase, SourceDiscount, SourceExtra, SourceHold, SourcePrice } from './fleet-source';

// The sync's SQL (issue 29): what a company's fleet system owns, written by the system's ids. A company's own
// rows (its extras, its descriptions and photos' alt texts, blocks its staff made) are never touched.

export interface ImportedBase {
  id: number;
  externalId: string;
}

/** The site's country of an ISO code, and the destination nearest to a point in it (a base needs both). */
export async function placeOf(db: Executor, countryCode: string, lat: number, lng: number) {
  const rows = await db
    .select({ countryId: countries.id, destinationId: destinations.id })
    .from(countries)
    .innerJoin(destinations, eq(destinations.countryId, countries.id))
    .where(eq(countries.code, countryCode.toUpperCase()))
    .orderBy(sql`(${destinations.lat} - ${lat}) ^ 2 + (${destinations.lng} - ${lng}) ^ 2`)
    .limit(1);
  return rows[0] ?? null;
}

export async function importedBases(db: Executor, companyId: number): Promise<ImportedBase[]> {
  const rows = await db
    .select({ id: bases.id, externalId: bases.externalId })
    .from(bases)
    .where(and(eq(bases.companyId, companyId), isNotNull(bases.externalId)));
  return rows.map((r) => ({ id: r.id, externalId: r.externalId! }));
}

export async function updateImportedBase(db: Executor, id: number, base: SourceBase & { countryId: number; destinationId: number }) {
  await db
    .update(bases)
    .set({ name: base.name, city: base.city, lat: base.lat, lng: base.lng, countryId: base.countryId, destinationId: base.destinationId })
    .where(eq(bases.id, id));
}

/** Inserts the base unless its slug was taken meanwhile (null then: the caller tries the next slug). */
export async function insertImportedBase(
  db: Executor,
  companyId: number,
  slug: string,
  base: SourceBase & { countryId: number; destinationId: number },
): Promise<number | null> {
  const [row] = await db
    .insert(bases)
    .values({
      slug,
      companyId,
      externalId: base.externalId,
      name: base.name,
      city: base.city,
      lat: base.lat,
      lng: base.lng,
      countryId: base.countryId,
      destinationId: base.destinationId,
    })
    .onConflictDoNothing({ target: bases.slug })
    .returning({ id: bases.id });
  return row?.id ?? null;
}

export async function typeIdOf(db: Executor, slug: string): Promise<number | null> {
  const rows = await db.select({ id: yachtTypes.id }).from(yachtTypes).where(eq(yachtTypes.slug, slug)).limit(1);
  return rows[0]?.id ?? null;
}

/** Our equipment ids of the names the system gave (English, any case); names we do not list are left out. */
export async function equipmentIdsNamed(db: Executor, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(
      inArray(
        sql`lower(${equipment.name}->>'en')`,
        names.map((n) => n.toLowerCase()),
      ),
    )
    .orderBy(asc(equipment.id));
  return rows.map((r) => r.id);
}

export async function importedBoat(db: Executor, companyId: number, externalId: string) {
  const rows = await db
    .select({ id: yachts.id, digest: yachts.sourceDigest, images: yachts.images })
    .from(yachts)
    .where(and(eq(yachts.sourceCompanyId, companyId), eq(yachts.externalId, externalId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function importedBoatNames(db: Executor, companyId: number): Promise<{ externalId: string; name: string }[]> {
  const rows = await db
    .select({ externalId: yachts.externalId, name: yachts.name })
    .from(yachts)
    .where(and(eq(yachts.sourceCompanyId, companyId), isNotNull(yachts.externalId)));
  return rows.map((r) => ({ externalId: r.externalId!, name: r.name }));
}

/** The company's imported boats the system no longer lists, still published: they leave the site. */
export async function unpublishMissing(db: Executor, companyId: number, present: readonly string[]) {
  return db
    .update(yachts)
    .set({ published: false })
    .where(
      and(
        eq(yachts.sourceCompanyId, companyId),
        eq(yachts.published, true),
        present.length ? notInArray(yachts.externalId, [...present]) : undefined,
      ),
    )
    .returning({ externalId: yachts.externalId, name: yachts.name });
}

export async function replacePrices(db: Executor, yachtId: number, prices: readonly SourcePrice[]) {
  await db.delete(yachtPrices).where(eq(yachtPrices.yachtId, yachtId));
  if (prices.length === 0) return;
  await db.insert(yachtPrices).values(prices.map((p) => ({ yachtId, period: `[${p.from},${p.to})`, pricePerDay: p.pricePerDay })));
}

/** The system's extras of the boat, replaced; the company's own (no external id) stay. */
export async function replaceImportedExtras(db: Executor, yachtId: number, list: readonly SourceExtra[]) {
  await db.delete(extras).where(and(eq(extras.yachtId, yachtId), isNotNull(extras.externalId)));
  if (list.length === 0) return;
  await db.insert(extras).values(
    list.map((e) => ({
      yachtId,
      externalId: e.externalId,
      name: { en: e.name },
      price: e.price,
      unit: e.unit,
      obligatory: e.obligatory,
      payableAtBase: e.payableAtBase,
    })),
  );
}

export async function replaceImportedDiscounts(db: Executor, yachtId: number, list: readonly SourceDiscount[]) {
  await db.delete(discountRules).where(and(eq(discountRules.yachtId, yachtId), isNotNull(discountRules.externalId)));
  if (list.length === 0) return;
  await db.insert(discountRules).values(
    list.map((d) => ({
      yachtId,
      externalId: d.externalId,
      kind: d.kind,
      period: `[${d.from},${d.to})`,
      discountPercent: d.percent,
      bookedBy: d.kind === 'early_booking' ? (d.bookedBy ?? null) : null,
      withinDays: d.kind === 'last_minute' ? (d.withinDays ?? null) : null,
      minNights: d.kind === 'long_stay' ? (d.minNights ?? 1) : null,
    })),
  );
}

/** The boat's holds from the system, by their ids there. */
export async function fleetBlocksOf(db: Executor, yachtId: number) {
  return db
    .select({ id: yachtBlocks.id, externalId: yachtBlocks.externalId, period: sql<string>`${yachtBlocks.period}::text` })
    .from(yachtBlocks)
    .where(and(eq(yachtBlocks.yachtId, yachtId), eq(yachtBlocks.reason, 'fleet_system')));
}

export async function deleteFleetBlocks(db: Executor, ids: readonly number[]) {
  if (ids.length) await db.delete(yachtBlocks).where(inArray(yachtBlocks.id, [...ids]));
}

export async function insertFleetBlock(db: Executor, yachtId: number, hold: SourceHold) {
  await db.insert(yachtBlocks).values({
    yachtId,
    externalId: hold.externalId,
    period: `[${hold.from},${hold.to})`,
    reason: 'fleet_system',
    note: hold.kind,
  });
}
