import { and, asc, eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../src/contract/languages';
import { bases, countries, crewMembers, destinations, yachts } from '../db/schema';
import type { Executor } from '../operators/operators-store';
import { textIn } from '../content/localized';

// The SQL of a company's bases (issue 27). Every read and write of a base takes the company id, so a base of
// another company is simply not found.

export type BaseRow = typeof bases.$inferSelect;
export type BaseWrite = Pick<typeof bases.$inferInsert, 'name' | 'city' | 'countryId' | 'destinationId' | 'lat' | 'lng'>;

const boatCount = sql<number>`(select count(*)::int from ${yachts} where ${yachts.baseId} = ${bases.id})`;

/** The company's bases with their destination and country named in `locale`, and their boats counted. */
export function companyBaseRows(db: Executor, companyId: number, locale: LanguageCode, baseId?: number) {
  return db
    .select({
      id: bases.id,
      slug: bases.slug,
      name: bases.name,
      city: bases.city,
      lat: bases.lat,
      lng: bases.lng,
      destinationId: destinations.id,
      destinationName: textIn(destinations.name, locale),
      countryId: countries.id,
      countryCode: countries.code,
      countryName: textIn(countries.name, locale),
      boats: boatCount,
    })
    .from(bases)
    .innerJoin(destinations, eq(destinations.id, bases.destinationId))
    .innerJoin(countries, eq(countries.id, bases.countryId))
    .where(and(eq(bases.companyId, companyId), baseId === undefined ? undefined : eq(bases.id, baseId)))
    .orderBy(asc(bases.name), asc(bases.id));
}

/** The site's destinations, with their country, named in `locale`. */
export function destinationRows(db: Executor, locale: LanguageCode) {
  return db
    .select({ id: destinations.id, name: textIn(destinations.name, locale), country: textIn(countries.name, locale) })
    .from(destinations)
    .innerJoin(countries, eq(countries.id, destinations.countryId))
    .orderBy(textIn(countries.name, locale), textIn(destinations.name, locale));
}

export async function destinationById(db: Executor, id: number) {
  const rows = await db
    .select({ id: destinations.id, countryId: destinations.countryId, lat: destinations.lat, lng: destinations.lng })
    .from(destinations)
    .where(eq(destinations.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The base's row locked for a change, if it is the company's. */
export async function lockCompanyBase(db: Executor, companyId: number, id: number): Promise<BaseRow | null> {
  const rows = await db
    .select()
    .from(bases)
    .where(and(eq(bases.id, id), eq(bases.companyId, companyId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function baseSlugTaken(db: Executor, slug: string): Promise<boolean> {
  return (await db.select({ id: bases.id }).from(bases).where(eq(bases.slug, slug)).limit(1)).length === 1;
}

/** Inserts the base unless its slug was taken meanwhile (null then: the caller tries the next slug). */
export async function insertBase(db: Executor, companyId: number, slug: string, base: BaseWrite): Promise<number | null> {
  const [row] = await db
    .insert(bases)
    .values({ ...base, slug, companyId })
    .onConflictDoNothing({ target: bases.slug })
    .returning({ id: bases.id });
  return row?.id ?? null;
}

export async function updateBase(db: Executor, id: number, base: BaseWrite): Promise<void> {
  await db.update(bases).set(base).where(eq(bases.id, id));
}

/** What still sails from the base: its boats, and crew members placed there (the demo's). */
export async function baseUsers(db: Executor, id: number): Promise<{ boats: number; crew: number }> {
  const rows = await db
    .select({
      boats: sql<number>`(select count(*)::int from ${yachts} where ${yachts.baseId} = ${id})`,
      crew: sql<number>`(select count(*)::int from ${crewMembers} where ${crewMembers.baseId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return rows[0]!;
}

export async function deleteBase(db: Executor, id: number): Promise<void> {
  await db.delete(bases).where(eq(bases.id, id));
}
