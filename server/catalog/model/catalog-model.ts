import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { selectRows, type DatabaseHandle, type DatabaseListener } from '../../db/client';
import type { Texts } from '../../db/schema';
import type { LanguageCode } from '../../../src/contract/languages';
import { textsInterner, type Boat } from './boat-facts';
import { referenceRows, type ReferenceRows } from './catalog-model-data';
import { readBoats } from './read-boats';
import { fleetColumns, type FleetColumns } from './fleet-columns';
import { yachtDetailFacts, type YachtDetailFacts } from '../catalog-data';

// The catalog as an in-memory read model in each server process (docs/decisions/026): boats, their season
// prices, offers, obligatory extras and booked days, and the reference tables, so searches, facets, cards
// and quotes are answered without a query. The database stays the source of truth and alone decides a
// booking. Every change to a boat reaches the model through PostgreSQL's NOTIFY (migration 0008's
// triggers): the boat is marked changed at once and read again before the next answer that needs the
// model, on this instance and on every other one listening to the same database. When the listening
// connection drops, what was missed meanwhile is read from the change log (migration 0026) before the next
// answer, not the whole catalog (issue 31).

const CATALOG_CHANNEL = 'catalog_changes';
const SETTLE_TIMEOUT_MS = 2_000;
/**
 * Boat pages' details kept by default (texts of every language, extras, reviews): about 9 KB each
 * in the demo fleet, so about 27 MB. Read on a boat's first page view rather than all at start, which
 * would hold every boat's texts in 12 languages (decision 026; docs/decisions/030).
 */
const DETAILS_KEPT = 3_000;
/** Boats whose details one statement reads ahead (about 1 MB of JSON). */
const WARM_BATCH = 100;

/** Read while the model cannot know of every change (server/db/unavailable.ts answers it with 503). */
class CatalogOutOfSync extends Error {
  constructor() {
    super('The catalog is not in sync with the database: not listening for its changes');
  }
}

/** The payload that stands for "anything may have changed" (the reference tables). */
const EVERYTHING = '*';
/**
 * How often a process notes how far it has been told of the changes (a snapshot, see `known`), and so how
 * much of the change log a gap makes it read; and how often (in those steps) it prunes the log.
 */
const CHECKPOINT_MS = 5_000;
const PRUNE_EVERY = 60;
/** The log keeps an hour; a process that has known nothing newer for this long reads everything instead. */
const LOG_KEPT = '1 hour';
const LOG_TRUSTED = '50 minutes';

export interface CatalogState {
  boats: Lookup<number, Boat>;
  bySlug: Lookup<string, Boat>;
  /**
   * Every boat in a fixed order for scans: by destination (its base's), then by id, so a destination's boats
   * sit together in the columns and a search in it reads consecutive memory (issue 31: at 30,000 boats,
   * a destination's boats spread over the whole fleet cost a cache miss per boat and column, twice the
   * time of the same search over them side by side).
   */
  fleet: Boat[];
  /** The fleet by its bases' destination, in the fleet's order: a search in a destination or country scans only those. */
  byDestination: Map<number, Boat[]>;
  /** The fleet's numbers as columns, for the searches' scan. */
  columns: FleetColumns;
  countries: Map<number, ReferenceRows['countries'][number]>;
  destinations: Map<number, ReferenceRows['destinations'][number]>;
  bases: Map<number, ReferenceRows['bases'][number]>;
  types: Map<number, ReferenceRows['types'][number]>;
  shipyards: Map<number, ReferenceRows['shipyards'][number]>;
  models: Map<number, ReferenceRows['models'][number]>;
  equipment: Map<number, ReferenceRows['equipment'][number]>;
}

/** What the model's readers ask of its boats by id or slug. */
interface Lookup<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
}

/**
 * Entries changed since a whole map was built (null: gone), over that map, which is not copied: at 30,000
 * boats a copy of each map per change cost about 10 ms, at 50 changes a second most of a core (issue 31).
 * Made whole again once the changes are many.
 */
class Overlaid<K, V> implements Lookup<K, V> {
  constructor(
    readonly base: ReadonlyMap<K, V>,
    readonly over: ReadonlyMap<K, V | null>,
  ) {}
  get(key: K): V | undefined {
    const changed = this.over.get(key);
    return changed === undefined ? this.base.get(key) : (changed ?? undefined);
  }
  has(key: K): boolean {
    return this.get(key) !== undefined;
  }
}

/** Changes kept over a whole map before it is built again. */
const OVERLAID_MAX = 2_000;

function overlaid<K, V>(previous: Lookup<K, V>, changes: [K, V | null][], whole: () => Map<K, V>): Lookup<K, V> {
  const base = previous instanceof Overlaid ? (previous.base as ReadonlyMap<K, V>) : (previous as ReadonlyMap<K, V>);
  const over = previous instanceof Overlaid ? (previous.over as ReadonlyMap<K, V | null>) : new Map<K, V | null>();
  if (over.size + changes.length > OVERLAID_MAX) return whole();
  return new Overlaid(base, new Map([...over, ...changes]));
}

/** Where `wanted` is among `count` ascending values (the k-th read by `at`), or -1. */
function indexInAscending(count: number, at: (k: number) => number, wanted: number): number {
  let low = 0;
  let high = count - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = at(middle);
    if (value === wanted) return middle;
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** A boat's destination, as the columns count it (fleet-columns.ts): a base they do not know is destination 0. */
function destinationOf(bases: CatalogState['bases'], boat: Boat): number {
  return bases.get(boat.row.base_id)?.destination_id ?? 0;
}

/** The fleet's order: by destination, then by id. */
function inFleetOrder(boats: Boat[], bases: CatalogState['bases']): Boat[] {
  return boats.sort((a, b) => destinationOf(bases, a) - destinationOf(bases, b) || a.row.id - b.row.id);
}

/** The position of boat `id` in the fleet, or -1: among its destination's positions, which ascend by id. */
function positionOf(state: CatalogState, id: number): number {
  const boat = state.boats.get(id);
  if (!boat) return -1;
  const positions = state.columns.byDestination.get(destinationOf(state.bases, boat))!;
  const k = indexInAscending(positions.length, (k) => state.columns.id[positions[k]!]!, id);
  return k < 0 ? -1 : positions[k]!;
}

/** A visitor-facing text in the locale, English when it has no translation (as the SQL `localized`). */
export function localizedText(texts: Texts, locale: LanguageCode): string {
  return texts[locale] ?? texts.en;
}

export interface CatalogModel {
  /** The model with every change committed so far applied (read again first when one is pending). */
  current(): Promise<CatalogState>;
  /**
   * Resolves once every change committed before the call has reached this model: what a write answered
   * through this instance is then what its next read shows.
   */
  settle(): Promise<void>;
  /**
   * A boat page's details (null for an unknown id), read from the database on first use and kept until a
   * change to the boat (or to everything) is notified, as the rest of the model is.
   */
  details(id: number): Promise<YachtDetailFacts | null>;
  /**
   * Reads ahead the details of as many boats as are kept, in the searches' default order (best rated, then
   * most reviewed), so their pages are answered from memory from the server's start rather than from each
   * one's first view. In batches of one statement each; a batch during which a change was notified is not
   * kept.
   */
  warmDetails(): Promise<void>;
  /** The boats whose details are kept now (bluewater_catalog_details_kept on METRICS_PORT). */
  readonly detailsKept: { readonly size: number };
}

function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((r) => [r.id, r]));
}

/** The fleet by its bases' destination, from the columns' positions (no boat read again). */
function byDestination(fleet: Boat[], columns: FleetColumns): Map<number, Boat[]> {
  return new Map([...columns.byDestination].map(([destination, positions]) => [destination, Array.from(positions, (i) => fleet[i]!)]));
}

/**
 * `previous` with the boats at `changed` positions replaced, when no boat moved to another destination (the
 * columns kept their positions by destination): only the lists holding a changed boat are copied.
 */
function byDestinationWith(
  previous: Map<number, Boat[]>,
  fleet: Boat[],
  columns: FleetColumns,
  bases: CatalogState['bases'],
  changed: readonly number[],
): Map<number, Boat[]> {
  const result = new Map(previous);
  for (const i of changed) {
    const destination = destinationOf(bases, fleet[i]!);
    const positions = columns.byDestination.get(destination)!;
    const list = result.get(destination) === previous.get(destination) ? previous.get(destination)!.slice() : result.get(destination)!;
    list[indexInAscending(positions.length, (k) => positions[k]!, i)] = fleet[i]!;
    result.set(destination, list);
  }
  return result;
}

/**
 * The model over `database`, loaded on first use. Notifications arriving before then are not needed: the
 * first load reads everything.
 */
export function createCatalogModel(
  database: DatabaseHandle,
  logger: Logger,
  { detailsKept = DETAILS_KEPT }: { detailsKept?: number } = {},
): CatalogModel {
  let state: CatalogState | null = null;
  /** Equal texts of the boats as one object (boat-facts.ts), anew with each full read. */
  let intern = textsInterner();
  /** Boats changed since they were last read; `everything` when the whole model must be read again. */
  let changed = new Set<number>();
  let everything = true;
  /**
   * Notices may have been missed (the listening connection dropped): the change log is read for the
   * transactions not in `known` before the next answer.
   */
  let behind = false;
  /**
   * PostgreSQL: a snapshot (pg_snapshot text, with the database's time when taken) of which every
   * committed change has been told to this model (applied, or in `changed`). The first load's, then moved
   * on by checkpoints and by reading the log. Null until the first load.
   */
  let known: { snapshot: string; at: string } | null = null;
  /** Counts gaps: a checkpoint across one proves nothing. */
  let gaps = 0;
  let refreshing: Promise<void> | null = null;
  let listening: Promise<DatabaseListener> | null = null;
  // Each model's own sync payloads (several models may share a process and a database, as in tests).
  const syncPrefix = `sync:${randomUUID()}:`;
  let syncs = 0;
  const waitingSyncs = new Map<string, () => void>();

  // 0 keeps none (CATALOG_DETAILS_KEPT=0): every boat page reads its details.
  const details = new LRUCache<number, YachtDetailFacts>({ max: Math.max(1, detailsKept) });
  /** Counts notified changes: a details read that saw one happen while it ran does not keep its answer. */
  let detailsGeneration = 0;
  const dropDetails = (ids: number[] | 'all') => {
    detailsGeneration++;
    if (ids === 'all') details.clear();
    else for (const id of ids) details.delete(id);
  };

  const onMessage = (payload: string) => {
    if (payload === EVERYTHING) {
      everything = true;
      dropDetails('all');
    } else if (payload.startsWith('sync:')) waitingSyncs.get(payload)?.();
    else {
      const ids = payload.split(',').map(Number);
      for (const id of ids) changed.add(id);
      dropDetails(ids);
    }
  };
  const onGap = () => {
    behind = true;
    gaps++;
    // A details read under way may have missed a change: it is not kept (the log names the boats to drop).
    detailsGeneration++;
  };

  /** Reads the change log for what `known` does not hold, and moves `known` on to the read's snapshot. */
  async function catchUp(since: { snapshot: string; at: string }): Promise<void> {
    const [missed] = await selectRows<{ snapshot: string; at: string; ids: number[]; everything: boolean; pruned: boolean }>(
      database.db,
      sql`with missed as (
            select yacht_ids from catalog_change_log
            where xid >= pg_snapshot_xmin(${since.snapshot}::pg_snapshot) and not pg_visible_in_snapshot(xid, ${since.snapshot}::pg_snapshot))
          select pg_current_snapshot()::text as snapshot, now()::text as at,
            coalesce((select array_agg(distinct i) from missed, unnest(missed.yacht_ids) i), '{}') as ids,
            exists (select 1 from missed where yacht_ids is null) as everything,
            ${since.at}::timestamptz < now() - ${LOG_TRUSTED}::interval as pruned`,
    );
    if (missed!.everything || missed!.pruned) {
      everything = true;
      dropDetails('all');
    } else {
      for (const id of missed!.ids) changed.add(id);
      dropDetails(missed!.ids);
    }
    known = { snapshot: missed!.snapshot, at: missed!.at };
    logger.info({ boats: missed!.ids.length, everything }, 'catalog changes missed during a gap read again');
  }

  /**
   * Moves `known` on (PostgreSQL): a snapshot taken in the statement that sends a sync notice holds only
   * transactions that committed, and so queued their notices, before it; once the sync comes back with no
   * gap in between, every one of those notices has been heard.
   */
  async function checkpoint(): Promise<void> {
    if (!known || behind || everything) return;
    const gapsBefore = gaps;
    const payload = `${syncPrefix}${++syncs}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      waitingSyncs.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      const [taken] = await selectRows<{ snapshot: string; at: string }>(
        database.db,
        sql`select pg_current_snapshot()::text as snapshot, now()::text as at, pg_notify(${CATALOG_CHANNEL}, ${payload})`,
      );
      if ((await arrived) && gaps === gapsBefore && !behind) known = taken!;
    } finally {
      clearTimeout(timer);
      waitingSyncs.delete(payload);
    }
  }

  let checkpoints = 0;
  let maintaining: NodeJS.Timeout | undefined;
  const maintain = () => {
    const work = async () => {
      if (database.engine === 'postgres') await checkpoint();
      if (++checkpoints % PRUNE_EVERY === 0)
        await database.db.execute(sql`delete from catalog_change_log where at < now() - ${LOG_KEPT}::interval`);
    };
    work().catch((err: unknown) => logger.debug({ err }, 'catalog checkpoint failed'));
  };

  // The database handle owns the listening connection and closes it with itself.
  async function refresh(): Promise<void> {
    if (!listening) {
      listening = database.listen(CATALOG_CHANNEL, { message: onMessage, gap: onGap }).catch((err: unknown) => {
        listening = null;
        throw err;
      });
    }
    maintaining ??= setInterval(maintain, CHECKPOINT_MS).unref();
    // Without the listening connection another instance's booking could go unseen: no answer rather than a wrong one.
    if (!(await listening).connected()) throw new CatalogOutOfSync();
    if (behind && !everything && state) {
      behind = false;
      // Without a snapshot to read the log from (PGlite keeps none), everything is read again.
      if (!known) everything = true;
      else
        await catchUp(known).catch((err: unknown) => {
          behind = true;
          throw err;
        });
    }
    if (everything || !state) {
      everything = false;
      behind = false;
      changed = new Set();
      // Taken after listening began and before the reads: what commits later is heard, or found in the log.
      const taken =
        database.engine === 'postgres'
          ? (
              await selectRows<{ snapshot: string; at: string }>(
                database.db,
                sql`select pg_current_snapshot()::text as snapshot, now()::text as at`,
              )
            )[0]!
          : null;
      const [reference, boatsRead] = await Promise.all([
        referenceRows(database.db),
        readBoats(database.db, null, (intern = textsInterner())),
      ]).catch((err: unknown) => {
        everything = true;
        throw err;
      });
      known = taken;
      const bases = byId(reference.bases);
      const fleet = inFleetOrder(boatsRead, bases);
      const columns = fleetColumns(fleet, bases);
      state = {
        boats: new Map(fleet.map((boat) => [boat.row.id, boat])),
        bySlug: new Map(fleet.map((boat) => [boat.row.slug, boat])),
        fleet,
        byDestination: byDestination(fleet, columns),
        columns,
        countries: byId(reference.countries),
        destinations: byId(reference.destinations),
        bases,
        types: byId(reference.types),
        shipyards: byId(reference.shipyards),
        models: byId(reference.models),
        equipment: byId(reference.equipment),
      };
      logger.debug({ boats: fleet.length }, 'catalog model loaded');
      return;
    }
    if (changed.size === 0) return;
    const ids = [...changed];
    changed = new Set();
    const read = await readBoats(database.db, ids, intern).catch((err: unknown) => {
      for (const id of ids) changed.add(id);
      throw err;
    });
    // A new state object: a search under way keeps the one it started with. A boat added, removed or moved
    // to another destination re-sorts the fleet; a changed one takes its old place.
    const previousState = state;
    const readById = new Map(read.map((boat) => [boat.row.id, boat]));
    const samePlaces = ids.every((id) => {
      const [before, after] = [previousState.boats.get(id), readById.get(id)];
      return before && after ? destinationOf(previousState.bases, before) === destinationOf(previousState.bases, after) : !before && !after;
    });
    if (samePlaces) {
      const fleet = state.fleet.slice();
      const changedAt: number[] = [];
      for (const boat of read) {
        const at = positionOf(previousState, boat.row.id);
        fleet[at] = boat;
        changedAt.push(at);
      }
      // Only the boats read again are new objects: the columns copy the rest.
      const columns = fleetColumns(fleet, state.bases, { columns: state.columns, changed: changedAt });
      const slugChanges: [string, Boat | null][] = [];
      for (const boat of read) {
        const before = previousState.boats.get(boat.row.id)!;
        if (before.row.slug !== boat.row.slug) slugChanges.push([before.row.slug, null]);
        slugChanges.push([boat.row.slug, boat]);
      }
      state = {
        ...state,
        boats: overlaid(
          state.boats,
          read.map((boat) => [boat.row.id, boat]),
          () => new Map(fleet.map((boat) => [boat.row.id, boat])),
        ),
        bySlug: overlaid(state.bySlug, slugChanges, () => new Map(fleet.map((boat) => [boat.row.slug, boat]))),
        fleet,
        byDestination:
          columns.byDestination === previousState.columns.byDestination
            ? byDestinationWith(previousState.byDestination, fleet, columns, state.bases, changedAt)
            : byDestination(fleet, columns),
        columns,
      };
      return;
    }
    const boats = new Map(state.fleet.map((boat) => [boat.row.id, boat]));
    for (const id of ids) boats.delete(id);
    for (const boat of read) boats.set(boat.row.id, boat);
    const fleet = inFleetOrder([...boats.values()], state.bases);
    const columns = fleetColumns(fleet, state.bases);
    state = {
      ...state,
      boats,
      bySlug: new Map(fleet.map((boat) => [boat.row.slug, boat])),
      fleet,
      byDestination: byDestination(fleet, columns),
      columns,
    };
  }

  const model: CatalogModel = {
    detailsKept: details,
    async current() {
      while (everything || behind || changed.size > 0 || !state) {
        refreshing ??= refresh().finally(() => (refreshing = null));
        await refreshing;
      }
      return state;
    },
    async settle() {
      if (!listening) return;
      const listener = await listening;
      const payload = `${syncPrefix}${++syncs}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        waitingSyncs.set(payload, resolve);
        // A notice lost with a dropped connection: the log is read again (the drop marked it so too).
        timer = setTimeout(() => {
          behind = true;
          resolve();
        }, SETTLE_TIMEOUT_MS);
      });
      try {
        await listener.notify(payload);
        await arrived;
      } catch {
        // Not listening just now: the drop marked the log for reading again.
        behind = true;
      } finally {
        clearTimeout(timer);
        waitingSyncs.delete(payload);
      }
    },
    async details(id) {
      const kept = details.get(id);
      if (kept) return kept;
      // In sync first (listening, changes applied), so a change from here on is seen by the generation.
      await model.current();
      const generation = detailsGeneration;
      const facts = (await yachtDetailFacts(database.db, [id])).get(id) ?? null;
      if (facts && detailsKept > 0 && generation === detailsGeneration) details.set(id, facts);
      return facts;
    },
    async warmDetails() {
      if (detailsKept <= 0) return;
      // The searches' default order (model-search.ts): the boats visitors see first are those they open most.
      const rating = (boat: Boat) => boat.row.rating ?? -Infinity;
      const popular = [...(await model.current()).fleet].sort(
        (a, b) => rating(b) - rating(a) || b.row.reviews_count - a.row.reviews_count || a.row.id - b.row.id,
      );
      // The least popular first: the cache drops the least recently kept first when views bring in others.
      const ids = popular
        .slice(0, detailsKept)
        .map((boat) => boat.row.id)
        .reverse();
      const started = Date.now();
      for (let start = 0; start < ids.length; start += WARM_BATCH) {
        await model.current();
        const generation = detailsGeneration;
        const batch = ids.slice(start, start + WARM_BATCH).filter((id) => !details.has(id));
        const read = await yachtDetailFacts(database.db, batch);
        if (generation !== detailsGeneration) continue;
        for (const id of batch) {
          const facts = read.get(id);
          if (facts && !details.has(id)) details.set(id, facts);
        }
      }
      logger.info({ boats: details.size, ms: Date.now() - started }, 'boat details read ahead');
    },
  };
  return model;
}
