import { resolve } from 'node:path';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Database } from '../client';
import * as schema from '../schema';
import { toDay } from './dates';
import { drawDemoImages } from './demo-images';
import { companyCountries, companyRows } from './company-rows';
import { generateDemoData } from './demo-data';
import { catalogRows, type CatalogRows } from './catalog-rows';

export interface SeedDemoOptions {
  /** Fleet size (default 1,500; the API benchmark uses 15,000). */
  yachts?: number;
  /** 'YYYY-MM-DD' the demo is built around (default: today), so prices and bookings never go stale. */
  today?: string;
  /** Where the drawn images go (default `${DATA_DIR}/media`, DATA_DIR defaulting to ./data as in config). */
  mediaDir?: string;
  /** Draw missing images (default true; tests that never look at pictures turn it off). */
  images?: boolean;
  logger?: Logger;
}

const DEMO_SEED = 'demo';
// A later step of its own, so a demo database seeded before companies existed gets them on its next start.
const DEMO_COMPANIES_SEED = 'demo-companies';
const REFERENCE_SEED = 'reference';
const REFERENCE_SERIAL_TABLES = ['countries', 'destinations', 'shipyards', 'models'] as const;
export const DEMO_FLEET_SIZE = 1500;
// Rows go in as one JSON parameter per statement, unpacked by json_populate_recordset: the server
// parses them in C instead of binding hundreds of thousands of parameters.
const ROWS_PER_STATEMENT = 1000;
// Tables whose serial ids the seed sets itself; their sequences continue after the seeded rows.
const SERIAL_TABLES = ['countries', 'destinations', 'bases', 'shipyards', 'models', 'yachts'] as const;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertAll<T extends PgTable>(tx: Transaction, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => key in row));
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const batch = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * Fills an empty database with the demo fleet (issue 3): countries, regions, bases, the yacht catalogue,
 * season prices, extras, reviews, existing bookings, offers, crew, itineraries, news and FAQ. Runs once: it records itself in
 * seed_runs, and a second call (or a second server starting at the same moment) does nothing.
 */
export async function seedDemoData(db: Database, options: SeedDemoOptions = {}): Promise<{ seeded: boolean; yachts: number }> {
  const fleet = options.yachts ?? DEMO_FLEET_SIZE;
  const today = options.today ?? toDay(new Date());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today)))
    throw new Error(`seedDemoData: today must be YYYY-MM-DD, got ${today}`);
  if (!Number.isInteger(fleet) || fleet < 1) throw new Error(`seedDemoData: yachts must be a positive integer, got ${fleet}`);
  const started = Date.now();

  const result = await db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL: the second waits here, then sees the seed run.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bluewater:seed-demo'))`);
    const done = await tx.select().from(schema.seedRuns).where(eq(schema.seedRuns.name, DEMO_SEED));
    if (done[0]) return { seeded: false, yachts: done[0].yachts };
    // A database with a real fleet (DEMO_DATA left on by mistake) is never mixed with the demo.
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.yachts);
    if (existing && existing.n > 0) {
      options.logger?.warn({ yachts: existing.n }, 'demo seed skipped: the database already has yachts');
      return { seeded: false, yachts: existing.n };
    }

    const data = generateDemoData({ yachts: fleet, today });
    // The reference lists may be there already (seedReferenceData, every install): the same rows, by the
    // same ids, so the demo's bases and boats point at them either way.
    if (!(await hasReferenceLists(tx))) await insertReferenceLists(tx, data);
    await insertAll(tx, schema.bases, data.bases);
    await insertAll(tx, schema.yachts, data.yachts);
    await insertAll(tx, schema.yachtPrices, data.yachtPrices);
    await insertAll(tx, schema.extras, data.extras);
    await insertAll(tx, schema.reviews, data.reviews);
    await insertAll(tx, schema.bookings, data.bookings);
    const bookingIds = new Map(
      (await tx.select({ id: schema.bookings.id, reference: schema.bookings.reference }).from(schema.bookings)).map((b) => [
        b.reference,
        b.id,
      ]),
    );
    await insertAll(
      tx,
      schema.bookingPayments,
      data.bookingPayments.map((p) => ({
        bookingId: bookingIds.get(p.reference)!,
        amount: p.amount,
        receivedOn: p.receivedOn,
        method: 'bank_transfer' as const,
      })),
    );
    await insertAll(tx, schema.offers, data.offers);
    await insertAll(tx, schema.crewMembers, data.crewMembers);
    await insertAll(tx, schema.itineraries, data.itineraries);
    await insertAll(tx, schema.newsArticles, data.newsArticles);
    await insertAll(tx, schema.faqEntries, data.faqEntries);
    for (const table of SERIAL_TABLES) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
    }
    await tx.insert(schema.seedRuns).values({ name: DEMO_SEED, yachts: fleet });
    return { seeded: true, yachts: fleet };
  });

  if (result.seeded) {
    options.logger?.info({ yachts: fleet, today, ms: Date.now() - started }, 'demo fleet seeded');
  }
  await seedDemoCompanies(db, options.logger);
  // Pictures live on disk, not in the database: drawn whenever missing, even if the rows already exist.
  if (options.images !== false) {
    await drawDemoImages(options.mediaDir ?? resolve(process.env.DATA_DIR || './data', 'media'), options.logger);
  }
  return result;
}

/** The site's reference lists, by the ids their position in the facts gives (server/db/seed/catalog-rows.ts). */
async function insertReferenceLists(tx: Transaction, rows: CatalogRows): Promise<void> {
  await insertAll(tx, schema.countries, rows.countries);
  await insertAll(tx, schema.destinations, rows.destinations);
  await insertAll(tx, schema.yachtTypes, rows.yachtTypes);
  await insertAll(tx, schema.shipyards, rows.shipyards);
  await insertAll(tx, schema.models, rows.models);
  await insertAll(tx, schema.equipment, rows.equipment);
  for (const table of REFERENCE_SERIAL_TABLES) {
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
}

async function hasReferenceLists(tx: Transaction): Promise<boolean> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.countries);
  return (row?.n ?? 0) > 0;
}

/**
 * The site's reference lists — countries, destinations, boat types, shipyards and models, equipment — on
 * every install, with demo data or without (issue 27: a company starting with DEMO_DATA=false places its
 * bases at the site's destinations and picks its boats' types and equipment from the console, without SQL).
 * Once; a database whose lists the demo seed wrote already only records the run.
 */
export async function seedReferenceData(db: Database, logger: Logger | undefined): Promise<void> {
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bluewater:seed-demo'))`);
    const done = await tx.select().from(schema.seedRuns).where(eq(schema.seedRuns.name, REFERENCE_SEED));
    if (done[0]) return false;
    const missing = !(await hasReferenceLists(tx));
    if (missing) await insertReferenceLists(tx, catalogRows());
    await tx.insert(schema.seedRuns).values({ name: REFERENCE_SEED, yachts: 0 });
    return missing;
  });
  if (added) logger?.info('reference lists seeded (countries, destinations, boat types, shipyards, models, equipment)');
}

/**
 * Gives the demo's bases to the demo companies (docs/decisions/038): once, only on a database the demo seed
 * filled (a real fleet never gets invented companies), and also on one seeded before companies existed,
 * with the bookings already placed named for the company of their boat's base.
 */
async function seedDemoCompanies(db: Database, logger: Logger | undefined): Promise<void> {
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bluewater:seed-demo'))`);
    const runs = await tx.select({ name: schema.seedRuns.name }).from(schema.seedRuns);
    const names = new Set(runs.map((r) => r.name));
    if (!names.has(DEMO_SEED) || names.has(DEMO_COMPANIES_SEED)) return false;
    await tx.insert(schema.companies).values(companyRows());
    const byCountry = JSON.stringify(companyCountries().map(([code, slug]) => ({ code, slug })));
    await tx.execute(sql`
      update bases b set company_id = c.id
      from json_to_recordset(${byCountry}::json) as m(code text, slug text)
      join companies c on c.slug = m.slug
      join countries k on k.code = m.code
      where b.country_id = k.id and b.company_id is null`);
    await tx.execute(sql`
      update bookings k set company_id = b.company_id
      from yachts y join bases b on b.id = y.base_id
      where y.id = k.yacht_id and k.company_id is null`);
    await tx.insert(schema.seedRuns).values({ name: DEMO_COMPANIES_SEED, yachts: 0 });
    return true;
  });
  if (added) logger?.info({ companies: companyRows().length }, 'demo companies seeded');
}
