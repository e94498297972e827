import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import got from 'got';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { isExclusionViolation } from '../bookings/database-errors';
import { shipyardNamed, modelNamed, slugTaken } from '../fleet/boats-store';
import { boatSlug } from '../fleet/boats';
import { storePhoto } from '../fleet/photos-image';
import { slugify } from '../db/seed/translated';
import { yachts } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { Difference, SyncReportEntry } from '../../src/contract/fleet-constants';
import type { FleetSource, SourceBase, SourceBoat, SourceHold } from './fleet-source';
import { FleetSourceError } from './fleet-source';
import {
  equipmentIdsNamed,
  deleteFleetBlocks,
  fleetBlocksOf,
  importedBases,
  importedBoat,
  importedBoatNames,
  insertFleetBlock,
  insertImportedBase,
  placeOf,
  replaceImportedDiscounts,
  replaceImportedExtras,
  replacePrices,
  typeIdOf,
  unpublishMissing,
  updateImportedBase,
} from './fleet-import-store';
import { appendReport, finishRun, recordBoat, setRunBoats, type SyncRunRow } from './connections-store';
import { fleetBookingsOf } from './fleet-bookings-store';
import { reconcile } from './reconciliation';
import { addressProblem, guardedLookup } from '../http/address-guard';
import type { Config } from '../config';
import { nextYachtId } from '../fleet/boats-store';

// A sync (issue 29, docs/decisions/050): the company's fleet as its system holds it, brought in boat by boat.
// Each boat is one transaction, and the run records it done, so a run that stops (an outage, a restart)
// is carried on by the next from the following boat. The system owns what it sends; the company's own
// texts, extras and blocks are never touched. A boat the system no longer lists leaves the site
// (unpublished: its bookings keep pointing at it). At the end, the reconciliation compares our bookings with
// the system's holds.

export interface SyncContext {
  config: Config;
  db: Database;
  logger: Logger;
  mediaDir: string;
  now(): Date;
}

/** How far ahead prices and holds are read: a season and the next. */
const AHEAD_DAYS = 550;
const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function syncRange(now: Date): { from: string; to: string } {
  return { from: isoDay(now), to: isoDay(new Date(now.getTime() + AHEAD_DAYS * 86_400_000)) };
}

/** The run's boats one by one; resolves when the run has ended (succeeded or failed), never throws. */
export async function runSync(ctx: SyncContext, companyId: number, source: FleetSource, run: SyncRunRow): Promise<void> {
  const log = ctx.logger.child({ companyId, syncRun: run.id, system: source.system });
  const range = syncRange(ctx.now());
  try {
    const baseIds = await importBases(ctx, companyId, await source.bases());
    const boatIds = run.boatIds ?? (await source.boatIds());
    if (!run.boatIds) await setRunBoats(ctx.db, run.id, boatIds, ctx.now());
    const holds = groupBy(await source.holds(range), (h) => h.boatExternalId);
    const done = new Set(run.doneBoatIds);
    for (const externalId of boatIds) {
      if (done.has(externalId)) continue;
      const entry = await syncBoat(ctx, companyId, source, externalId, range, baseIds, holds.get(externalId) ?? []);
      if (entry.outcome === 'failed') log.warn({ boat: externalId, detail: entry.detail }, 'fleet sync: a boat failed');
      await recordBoat(ctx.db, run.id, entry, ctx.now());
    }
    const removed = await unpublishMissing(ctx.db, companyId, boatIds);
    await appendReport(
      ctx.db,
      run.id,
      removed.map((r) => ({ externalId: r.externalId!, name: r.name, outcome: 'removed' as const })),
    );
    const differences = await reconciliation(ctx, companyId, source, range);
    await finishRun(ctx.db, run.id, { status: 'succeeded', error: null, differences }, ctx.now());
    log.info({ boats: boatIds.length, removed: removed.length, differences: differences.length }, 'fleet sync finished');
  } catch (err) {
    const message = err instanceof FleetSourceError ? `${err.kind}: ${err.message}` : 'the sync stopped on an error';
    log.error({ err }, 'fleet sync failed');
    await finishRun(ctx.db, run.id, { status: 'failed', error: message, differences: null }, ctx.now()).catch((e: unknown) =>
      log.error({ err: e }, 'fleet sync: recording the failure failed'),
    );
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

/** The system's bases as the company's: our id of each external id (a base in a country we do not list is left out). */
async function importBases(ctx: SyncContext, companyId: number, list: readonly SourceBase[]): Promise<Map<string, number>> {
  const known = new Map((await importedBases(ctx.db, companyId)).map((b) => [b.externalId, b.id]));
  for (const base of list) {
    const place = await placeOf(ctx.db, base.countryCode, base.lat, base.lng);
    if (!place) continue;
    const row = { ...base, ...place };
    const id = known.get(base.externalId);
    if (id !== undefined) {
      await updateImportedBase(ctx.db, id, row);
      continue;
    }
    const stem = slugify(base.name).slice(0, 80).replace(/-+$/, '') || 'base';
    for (let n = 1; ; n++) {
      const inserted = await insertImportedBase(ctx.db, companyId, n === 1 ? stem : `${stem}-${n}`, row);
      if (inserted !== null) {
        known.set(base.externalId, inserted);
        break;
      }
    }
  }
  return known;
}

const digestOf = (boat: SourceBoat) => createHash('sha256').update(JSON.stringify(boat)).digest('hex');

/** A photo's key: the boat and the address it came from, so a photo already brought in is not fetched again. */
const photoKey = (yachtId: number, url: string) => `b${yachtId}-${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;

async function syncBoat(
  ctx: SyncContext,
  companyId: number,
  source: FleetSource,
  externalId: string,
  range: { from: string; to: string },
  baseIds: ReadonlyMap<string, number>,
  holds: readonly SourceHold[],
): Promise<SyncReportEntry> {
  let name = externalId;
  try {
    const boat = await source.boat(externalId, range);
    name = boat.name;
    const baseId = baseIds.get(boat.baseExternalId);
    if (baseId === undefined)
      return { externalId, name, outcome: 'failed', detail: `its base ${boat.baseExternalId} is in a country the site does not list` };
    const typeId = await typeIdOf(ctx.db, boat.kind);
    if (typeId === null) return { externalId, name, outcome: 'failed', detail: `unknown kind ${boat.kind}` };
    const existing = await importedBoat(ctx.db, companyId, externalId);
    const digest = digestOf(boat);
    let outcome: SyncReportEntry['outcome'] = existing ? 'unchanged' : 'added';
    const notes: string[] = [];
    const yachtId = existing?.id ?? (await nextYachtId(ctx.db));
    if (!existing || existing.digest !== digest) {
      const photos = await fetchPhotos(ctx, yachtId, boat.photoUrls, existing?.images ?? []);
      if (photos.failed) notes.push(`${photos.failed} photo(s) could not be loaded`);
      await writeBoat(ctx, companyId, yachtId, boat, { typeId, baseId, digest, images: photos.keys, isNew: !existing });
      if (existing) outcome = 'changed';
    }
    const held = await syncHolds(ctx, yachtId, holds);
    if (held) notes.push(held);
    return { externalId, name, outcome, ...(notes.length ? { detail: notes.join('; ') } : {}) };
  } catch (err) {
    // An outage ends the run (the next carries on); anything else fails this boat only.
    if (err instanceof FleetSourceError && err.kind === 'unavailable') throw err;
    const detail = err instanceof FleetSourceError ? `${err.kind}: ${err.message}` : 'could not be written';
    if (!(err instanceof FleetSourceError)) ctx.logger.error({ err, boat: externalId }, 'fleet sync: writing a boat failed');
    return { externalId, name, outcome: 'failed', detail };
  }
}

async function writeBoat(
  ctx: SyncContext,
  companyId: number,
  yachtId: number,
  boat: SourceBoat,
  at: { typeId: number; baseId: number; digest: string; images: string[]; isNew: boolean },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const shipyard = await shipyardNamed(tx, boat.shipyard);
    const model = await modelNamed(tx, shipyard.id, boat.model, at.typeId);
    const columns = {
      name: boat.name,
      modelId: model.id,
      typeId: at.typeId,
      shipyardId: shipyard.id,
      baseId: at.baseId,
      year: boat.year,
      lengthM: boat.lengthM,
      beamM: boat.beamM,
      draughtM: boat.draughtM,
      cabins: boat.cabins,
      berths: boat.berths,
      heads: boat.heads,
      maxPeople: boat.maxPeople,
      engine: boat.engine,
      fuelTankL: boat.fuelTankL,
      waterTankL: boat.waterTankL,
      mainSailType: boat.mainSailType,
      products: boat.products,
      deposit: boat.deposit,
      checkInDay: boat.checkInDay,
      checkInTime: boat.checkInTime,
      checkOutTime: boat.checkOutTime,
      minNights: boat.minNights,
      equipmentIds: await equipmentIdsNamed(tx, boat.equipment),
      images: at.images,
      sourceDigest: at.digest,
      syncedAt: ctx.now(),
    };
    if (at.isNew) {
      let slug = boatSlug(shipyard.name, model.name, yachtId);
      for (let n = 2; await slugTaken(tx, slug); n++) slug = `${boatSlug(shipyard.name, model.name, yachtId)}-${n}`;
      // Published at once: connecting the system is the company's say that its fleet is for sale here. Our
      // own texts start empty; the company writes them in the console.
      await tx.insert(yachts).values({
        ...columns,
        id: yachtId,
        slug,
        published: true,
        description: { en: '' },
        sourceCompanyId: companyId,
        externalId: boat.externalId,
      });
    } else {
      await tx.update(yachts).set(columns).where(eq(yachts.id, yachtId));
    }
    await replacePrices(tx, yachtId, boat.prices);
    await replaceImportedExtras(tx, yachtId, boat.extras);
    await replaceImportedDiscounts(tx, yachtId, boat.discounts);
  });
}

/** The boat's photos as keys, in the system's order: new addresses fetched and resized as an upload is. */
async function fetchPhotos(
  ctx: SyncContext,
  yachtId: number,
  urls: readonly string[],
  had: readonly string[],
): Promise<{ keys: string[]; failed: number }> {
  const keys: string[] = [];
  let failed = 0;
  // The addresses come from the system's answers (ASVS V12.6): https to public hosts only, but for the
  // configured systems' own hosts (a test's or a trial's simulator on this machine).
  const systems = new Set([new URL(ctx.config.BOOKING_MANAGER_URL).host, new URL(ctx.config.NAUSYS_URL).host]);
  const dir = await mkdtemp(join(tmpdir(), 'fleet-photo-'));
  try {
    for (const url of urls) {
      const key = photoKey(yachtId, url);
      if (!had.includes(key)) {
        try {
          const own = URL.canParse(url) && systems.has(new URL(url).host);
          const problem = addressProblem(url, own);
          if (problem) throw new Error(problem);
          const body = await got(url, {
            timeout: { request: 15_000 },
            retry: { limit: 1 },
            responseType: 'buffer',
            followRedirect: false,
            dnsLookup: guardedLookup(own) as never,
          }).buffer();
          if (body.length > PHOTO_MAX_BYTES) throw new Error('photo too large');
          const file = join(dir, 'photo');
          await writeFile(file, body);
          await storePhoto(file, 'photo', ctx.mediaDir, key);
        } catch (err) {
          failed++;
          ctx.logger.warn({ err, yachtId }, 'fleet sync: a photo could not be loaded');
          continue;
        }
      }
      keys.push(key);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { keys, failed };
}

/**
 * The system's holds of the boat as blocks (ours, placed from here, are our bookings already). A hold over
 * days we hold is refused by the database (SQLSTATE 23P01) and reported: the reconciliation lists it.
 */
async function syncHolds(ctx: SyncContext, yachtId: number, holds: readonly SourceHold[]): Promise<string | null> {
  const theirs = holds.filter((h) => h.reference === null);
  const current = await fleetBlocksOf(ctx.db, yachtId);
  const wanted = new Map(theirs.map((h) => [h.externalId, `[${h.from},${h.to})`]));
  // A hold whose days changed is written again.
  await deleteFleetBlocks(
    ctx.db,
    current.filter((b) => wanted.get(b.externalId!) !== b.period).map((b) => b.id),
  );
  const kept = new Set(current.filter((b) => wanted.get(b.externalId!) === b.period).map((b) => b.externalId));
  let clashes = 0;
  for (const hold of theirs) {
    if (kept.has(hold.externalId)) continue;
    try {
      await ctx.db.transaction((tx) => insertFleetBlock(tx, yachtId, hold));
    } catch (err) {
      if (!isExclusionViolation(err)) throw err;
      clashes++;
    }
  }
  return clashes ? `${clashes} hold(s) in the system overlap bookings made here` : null;
}

async function reconciliation(
  ctx: SyncContext,
  companyId: number,
  source: FleetSource,
  range: { from: string; to: string },
): Promise<Difference[]> {
  const ours = await fleetBookingsOf(ctx.db, companyId, range.from);
  const holds = await source.holds(range);
  // Every imported boat by name: a hold there may be on a boat none of our bookings is on.
  const names = new Map((await importedBoatNames(ctx.db, companyId)).map((b) => [b.externalId, b.name]));
  return reconcile(ours, holds, names);
}
