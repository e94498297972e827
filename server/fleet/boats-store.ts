import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../src/contract/languages';
import { bases, equipment, fleetConnections, models, shipyards, yachts, yachtTypes, type Texts } from '../db/schema';
import type { Executor } from '../operators/operators-store';
import { textIn } from '../content/localized';

// The fleet's SQL (issue 27): a company's boats, which are the boats at its bases. Every read and write of
// a boat takes the company id and joins its base, so a boat of another company is simply not found.

export type YachtRow = typeof yachts.$inferSelect;
/** The columns the boat form writes: photos are the photos section's, publishing its own call. */
export type YachtWrite = Omit<typeof yachts.$inferInsert, 'id' | 'slug' | 'published' | 'images'>;

/** The boat with the names the console shows beside its ids. */
export interface BoatWithNames {
  yacht: YachtRow;
  typeName: Texts;
  typeSlug: string;
  modelName: string;
  shipyardName: string;
  baseName: string;
  /** The fleet system of an imported boat (issue 29), null for one entered here. */
  sourceSystem: 'booking_manager' | 'nausys' | null;
}

const withNames = {
  yacht: yachts,
  typeName: yachtTypes.name,
  typeSlug: yachtTypes.slug,
  modelName: models.name,
  shipyardName: shipyards.name,
  baseName: bases.name,
  sourceSystem: fleetConnections.system,
};

function boatsOfCompany(db: Executor, companyId: number, where: SQL | undefined) {
  return db
    .select(withNames)
    .from(yachts)
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .innerJoin(yachtTypes, eq(yachtTypes.id, yachts.typeId))
    .innerJoin(models, eq(models.id, yachts.modelId))
    .innerJoin(shipyards, eq(shipyards.id, yachts.shipyardId))
    .leftJoin(fleetConnections, eq(fleetConnections.companyId, yachts.sourceCompanyId))
    .where(and(eq(bases.companyId, companyId), where));
}

export interface BoatFilters {
  baseId?: number;
  typeId?: number;
  published?: boolean;
}

export async function companyBoats(db: Executor, companyId: number, filters: BoatFilters): Promise<BoatWithNames[]> {
  return boatsOfCompany(
    db,
    companyId,
    and(
      filters.baseId === undefined ? undefined : eq(yachts.baseId, filters.baseId),
      filters.typeId === undefined ? undefined : eq(yachts.typeId, filters.typeId),
      filters.published === undefined ? undefined : eq(yachts.published, filters.published),
    ),
  ).orderBy(asc(yachts.name), asc(yachts.id));
}

export async function companyBoat(db: Executor, companyId: number, id: number): Promise<BoatWithNames | null> {
  const rows = await boatsOfCompany(db, companyId, eq(yachts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The boat's row locked for a change, if it is the company's. */
export async function lockCompanyBoat(db: Executor, companyId: number, id: number): Promise<YachtRow | null> {
  const rows = await db
    .select({ yacht: yachts })
    .from(yachts)
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .where(and(eq(yachts.id, id), eq(bases.companyId, companyId)))
    .for('update', { of: yachts })
    .limit(1);
  return rows[0]?.yacht ?? null;
}

export async function companyBases(db: Executor, companyId: number) {
  return db
    .select({ id: bases.id, name: bases.name, city: bases.city })
    .from(bases)
    .where(eq(bases.companyId, companyId))
    .orderBy(asc(bases.name), asc(bases.id));
}

export async function isCompanyBase(db: Executor, companyId: number, baseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bases.id })
    .from(bases)
    .where(and(eq(bases.id, baseId), eq(bases.companyId, companyId)))
    .limit(1);
  return rows.length === 1;
}

export async function yachtTypeRows(db: Executor, locale: LanguageCode) {
  return db
    .select({ id: yachtTypes.id, slug: yachtTypes.slug, name: textIn(yachtTypes.name, locale) })
    .from(yachtTypes)
    .orderBy(asc(yachtTypes.id));
}

export async function typeExists(db: Executor, typeId: number): Promise<boolean> {
  return (await db.select({ id: yachtTypes.id }).from(yachtTypes).where(eq(yachtTypes.id, typeId)).limit(1)).length === 1;
}

export async function shipyardRows(db: Executor) {
  return db.select({ id: shipyards.id, name: shipyards.name }).from(shipyards).orderBy(asc(shipyards.name));
}

export async function modelRows(db: Executor) {
  return db
    .select({ id: models.id, name: models.name, shipyard_id: models.shipyardId, type_id: models.typeId })
    .from(models)
    .orderBy(asc(models.name), asc(models.id));
}

export async function equipmentNames(db: Executor, locale: LanguageCode) {
  return db
    .select({ id: equipment.id, name: textIn(equipment.name, locale) })
    .from(equipment)
    .orderBy(asc(equipment.id));
}

/** Which of `ids` are on the site's equipment list. */
export async function knownEquipment(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(inArray(equipment.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function shipyardById(db: Executor, id: number) {
  return (await db.select().from(shipyards).where(eq(shipyards.id, id)).limit(1))[0] ?? null;
}

/**
 * The shipyard of that name (any case), made when there is none: shipyards are shared by every company. Two
 * offices adding the same name at once meet the unique name, and the second finds the first's row.
 */
export async function shipyardNamed(db: Executor, name: string): Promise<{ id: number; name: string }> {
  const find = async () =>
    (
      await db
        .select({ id: shipyards.id, name: shipyards.name })
        .from(shipyards)
        .where(sql`lower(${shipyards.name}) = ${name.toLowerCase()}`)
        .limit(1)
    )[0];
  const found = await find();
  if (found) return found;
  // The shipyard's country is not asked for: no page shows it, and an office rarely knows it for sure.
  const [inserted] = await db
    .insert(shipyards)
    .values({ name, country: '' })
    .onConflictDoNothing()
    .returning({ id: shipyards.id, name: shipyards.name });
  return inserted ?? (await find())!;
}

export async function modelById(db: Executor, id: number) {
  return (await db.select().from(models).where(eq(models.id, id)).limit(1))[0] ?? null;
}

/** The shipyard's model of that name (any case), made with `typeId` when there is none. */
export async function modelNamed(
  db: Executor,
  shipyardId: number,
  name: string,
  typeId: number,
): Promise<{ id: number; name: string; typeId: number }> {
  const find = async () =>
    (
      await db
        .select({ id: models.id, name: models.name, typeId: models.typeId })
        .from(models)
        .where(and(eq(models.shipyardId, shipyardId), sql`lower(${models.name}) = ${name.toLowerCase()}`))
        .limit(1)
    )[0];
  const found = await find();
  if (found) return found;
  const [inserted] = await db
    .insert(models)
    .values({ shipyardId, name, typeId })
    .onConflictDoNothing()
    .returning({ id: models.id, name: models.name, typeId: models.typeId });
  return inserted ?? (await find())!;
}

/** The id the next boat will have (its slug carries it, so it is known before the insert). */
export async function nextYachtId(db: Executor): Promise<number> {
  const result = (await db.execute(sql`select nextval(pg_get_serial_sequence('yachts', 'id'))::int as id`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows[0]!.id;
}

export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  return (await db.select({ id: yachts.id }).from(yachts).where(eq(yachts.slug, slug)).limit(1)).length === 1;
}

/** A new boat, unpublished and without photos. */
export async function insertBoat(db: Executor, id: number, slug: string, boat: YachtWrite): Promise<void> {
  await db.insert(yachts).values({ ...boat, id, slug, images: [], published: false });
}

export async function updateBoat(db: Executor, id: number, boat: YachtWrite): Promise<void> {
  await db.update(yachts).set(boat).where(eq(yachts.id, id));
}

export async function setPublished(db: Executor, id: number, published: boolean): Promise<void> {
  await db.update(yachts).set({ published }).where(eq(yachts.id, id));
}
