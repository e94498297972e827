import { resolve } from 'node:path';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Database } from '../client';
import * as schema from '../schema';
import { toDay } from './dates';
import { drawDemoImages } from './demo-images';
import { companyCountries, companyRows } from './company-rows';
import { demoContent, demoFleet, emptyFleetRows, type FleetRows } from './demo-data';
import { catalogRows, type CatalogRows } from './catalog-rows';
import { StepTimings } from './step-timings';

export interface SeedDemoOptions {
  /** Fleet size (default 1,500; the API benchmark uses 15,000). */
  yachts?: number;
  /** 'YYYY-MM-DD' the demo is built around (default: today), so prices and bookings never go stale. */
  today?: string;
  /** Where the drawn images go (default `${DATA_DIR}/media`, DATA_DIR defaulting to ./data as in config). */
  mediaDir?: string;
  /** Draw missing images (default true; tests that never look at pictures turn it off). */
  images?: boolean;
  /** Boats drawn and written per slice (default BOATS_PER_SLICE; a test crosses slices with a few boats). */
  boatsPerSlice?: number;
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

/** One `insert … select from json_populate_recordset` per ROWS_PER_STATEMENT rows, in the rows' order. */
function* insertStatements<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][], returning?: SQL): Generator<SQL> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => key in row));
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const batch = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    yield sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)${returning ?? sql``}`;
  }
}

/**
 * Runs the statements in order and answers their results, building each next one (its JSON) while the
 * database runs the one before, not in between with the database waiting (with BOATS_PER_TURN, a seed of
 * 8,000 boats on PostgreSQL 45.7–49.1 → 39.9–43.2 s, docs/benchmarks.md).
 */
async function executeInOrder(tx: Transaction, statements: Iterator<SQL>): Promise<unknown[]> {
  const results: unknown[] = [];
  let next = statements.next();
  while (!next.done) {
    const [result, following] = await Promise.all([
      tx.execute(next.value),
      // After the statement has gone: the driver sends it in the microtasks that run before an immediate.
      new Promise<IteratorResult<SQL>>((resolve) => setImmediate(() => resolve(statements.next()))),
    ]);
    results.push(result);
    next = following;
  }
  return results;
}

async function insertAll<T extends PgTable>(tx: Transaction, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  await executeInOrder(tx, insertStatements(table, rows));
}

// Boats drawn per slice: the seed writes one slice while it draws the next (drawing 30,000 boats takes about
// as long as writing them, and the database works on the other core, or in PGlite's worker thread).
const BOATS_PER_SLICE = 500;
// How often the drawing gives the event loop a turn, to send the next statement of the slice being written:
// every ten boats (about 11 ms of drawing) left the database waiting that long for each statement.
const BOATS_PER_TURN = 2;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The boats and their rows, slice by slice; every table's rows still go in in the fleet's order (the same ids). */
async function insertFleet(
  tx: Transaction,
  { fleet, today, slice }: { fleet: number; today: string; slice: number },
  companyOfBase: ReadonlyMap<number, number | null>,
  timings: StepTimings,
): Promise<void> {
  const addBoat = demoFleet(today);
  let writing: Promise<void> = Promise.resolve();
  for (let from = 0; from < fleet; from += slice) {
    const rows = emptyFleetRows();
    for (let i = from; i < Math.min(fleet, from + slice); i++) {
      timings.timeSync('draw', () => addBoat(i, rows));
      if (i % BOATS_PER_TURN === 0) await turn();
    }
    await writing;
    writing = insertFleetRows(tx, rows, companyOfBase, timings);
    // Awaited before the next slice is written; until then a failure must not count as unhandled.
    writing.catch(() => {});
  }
  await writing;
}

async function insertFleetRows(
  tx: Transaction,
  rows: FleetRows,
  companyOfBase: ReadonlyMap<number, number | null>,
  timings: StepTimings,
): Promise<void> {
  await timings.time('yachts', () => insertAll(tx, schema.yachts, rows.yachts));
  await timings.time('yacht_prices', () => insertAll(tx, schema.yachtPrices, rows.yachtPrices));
  await timings.time('extras', () => insertAll(tx, schema.extras, rows.extras));
  await timings.time('reviews', () => insertAll(tx, schema.reviews, rows.reviews));
  const baseOf = new Map(rows.yachts.map((y) => [y.id, y.baseId]));
  const bookings = rows.bookings.map((b) => ({ ...b, companyId: companyOfBase.get(baseOf.get(b.yachtId)!) ?? null }));
  const bookingIds = new Map<string, number>();
  await timings.time('bookings', async () => {
    const results = await executeInOrder(tx, insertStatements(schema.bookings, bookings, sql` returning id, reference`));
    for (const { rows: inserted } of results as { rows: { id: number; reference: string }[] }[]) {
      for (const b of inserted) bookingIds.set(b.reference, b.id);
    }
  });
  const payments = rows.bookingPayments.map((p) => ({
    bookingId: bookingIds.get(p.reference)!,
    amount: p.amount,
    receivedOn: p.receivedOn,
    method: 'bank_transfer' as const,
  }));
  await timings.time('booking_payments', () => insertAll(tx, schema.bookingPayments, payments));
  await timings.time('offers', () => insertAll(tx, schema.offers, rows.offers));
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
  let steps: Record<string, number> = {};

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

    const timings = new StepTimings();
    const catalog = catalogRows();
    // The reference lists may be there already (seedReferenceData, every install): the same rows, by the
    // same ids, so the demo's bases and boats point at them either way.
    if (!(await hasReferenceLists(tx))) await timings.time('reference lists', () => insertReferenceLists(tx, catalog));
    // The companies before their bases and bookings, so each booking is written naming its company (the
    // trigger's lookup skipped, no second pass over the bookings as seedDemoCompanies makes on older databases).
    const companyOfBase = await timings.time('companies and bases', async () => {
      await tx.insert(schema.companies).values(companyRows());
      await insertAll(tx, schema.bases, catalog.bases);
      await giveBasesToCompanies(tx);
      const bases = await tx.select({ id: schema.bases.id, companyId: schema.bases.companyId }).from(schema.bases);
      return new Map(bases.map((b) => [b.id, b.companyId]));
    });
    await insertFleet(tx, { fleet, today, slice: options.boatsPerSlice ?? BOATS_PER_SLICE }, companyOfBase, timings);
    const content = demoContent(today);
    await timings.time('content', async () => {
      await insertAll(tx, schema.crewMembers, content.crewMembers);
      await insertAll(tx, schema.itineraries, content.itineraries);
      await insertAll(tx, schema.newsArticles, content.newsArticles);
      await insertAll(tx, schema.faqEntries, content.faqEntries);
    });
    for (const table of SERIAL_TABLES) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
    }
    await tx.insert(schema.seedRuns).values([
      { name: DEMO_SEED, yachts: fleet },
      { name: DEMO_COMPANIES_SEED, yachts: 0 },
    ]);
    steps = timings.ms;
    return { seeded: true, yachts: fleet };
  });

  if (result.seeded) {
    options.logger?.info({ yachts: fleet, today, ms: Date.now() - started, steps }, 'demo fleet seeded');
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
    await giveBasesToCompanies(tx);
    await tx.execute(sql`
      update bookings k set company_id = b.company_id
      from yachts y join bases b on b.id = y.base_id
      where y.id = k.yacht_id and k.company_id is null`);
    await tx.insert(schema.seedRuns).values({ name: DEMO_COMPANIES_SEED, yachts: 0 });
    return true;
  });
  if (added) logger?.info({ companies: companyRows().length }, 'demo companies seeded');
}

/** Each base without a company goes to the demo company of its country. */
async function giveBasesToCompanies(tx: Transaction): Promise<void> {
  const byCountry = JSON.stringify(companyCountries().map(([code, slug]) => ({ code, slug })));
  await tx.execute(sql`
    update bases b set company_id = c.id
    from json_to_recordset(${byCountry}::json) as m(code text, slug text)
    join companies c on c.slug = m.slug
    join countries k on k.code = m.code
    where b.country_id = k.id and b.company_id is null`);
}
