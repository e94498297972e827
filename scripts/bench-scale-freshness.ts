import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays } from '../src/contract/iso-date';
import { startPostgres } from './bench-postgres';
import { seededRandom } from './seeded-random';
import { AS_DEPLOYED, startServer, type RunningServer } from './start-server';

// npm run bench:scale:freshness — issue 31, freshness under writes: three production builds
// (dist/server/index.js) on one PostgreSQL with BENCH_FLEET boats (30,000), and BENCH_RATE (50) price or
// availability changes a second for BENCH_SECONDS (60), each written straight to the database in a
// transaction of its own, as a console or a fleet sync writes: a season price of a boat, or a block of a
// week. For every change and every instance: the time from its COMMIT until that instance's public search
// (GET /api/yacht-list for the change's week, narrowed to the boat's model and destination) shows it.
// During the run one instance's listening connection is cut (pg_terminate_backend on the backend that
// LISTENs for it) and another instance is restarted (SIGTERM, started again); a change committed while an
// instance is down is timed from the moment that instance is ready again. A change an instance never shows
// (within BENCH_GRACE_S after the last write) is lost. Target: p99 ≤ 1 s on every instance, none lost.
// `npm run build` first. freshnessRun is called by scripts/bench-scale.ts as well.

const TOKEN = 'bench-public-token-0123456789';
const SECRETS_KEY = Buffer.alloc(32, 9).toString('base64');
/** Requests in flight per instance while changes wait to be seen (more only queue on a small machine). */
const PROBES_PER_INSTANCE = 1;
/** One change in five is a block of the week (or its removal, on a blocked boat); the others a season price. */
const BLOCK_SHARE = 0.2;
/**
 * Boats changed in the run: few, so a handful of searches shows them all at once. A boat is changed again
 * only once every instance that is up shows its last change (a block and its removal look alike otherwise).
 */
const POOL = Number(process.env.BENCH_POOL ?? 40);

export interface FreshnessOptions {
  /** Boats seeded (default BENCH_FLEET or 30,000); ignored with `url`. */
  fleet?: number;
  /** A migrated and seeded database to use instead of a throwaway one (it is written to). */
  url?: string;
  /** Changes per second (default 50). */
  rate?: number;
  /** Seconds of writes (default 60). */
  seconds?: number;
  /** Seconds after the last write within which a change must show, or it is lost (default 15). */
  graceSeconds?: number;
  /** Progress lines (default stderr). */
  log?: (line: string) => void;
}

/** A boat free all the target week and priced by one season period over it, no offer in it. */
interface Candidate {
  yachtId: number;
  modelId: number;
  destinationId: number;
  perDay: number;
}

/** A boat of the run: its price per day as last written, whether the week is blocked, a write in flight. */
interface PoolBoat {
  candidate: Candidate;
  perDay: number;
  blocked: boolean;
  writing: boolean;
  /** Per instance: its changes not yet shown there. */
  pending: Set<Change>[];
}

/** A search narrowed to few boats (a destination and some of its models): one request shows them all. */
interface Group {
  destinationId: number;
  modelIds: number[];
  boats: PoolBoat[];
}

interface Change {
  boat: PoolBoat;
  /** The boat as the change leaves it: the week's list price, or undefined when blocked (not listed). */
  after: number | undefined;
  committedAt: number;
  /** Per instance: ms from commit (or from the instance's return) until shown; undefined while not yet. */
  seenAfter: (number | undefined)[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function seed(url: string, fleet: number, log: (line: string) => void): void {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-fresh-seed-'));
  const started = Date.now();
  try {
    execFileSync('npm', ['run', '-s', 'db:seed', '--', '--yachts', String(fleet)], {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  log(`seeded ${fleet} boats in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function candidates(pool: pg.Pool, week: string): Promise<Candidate[]> {
  const { rows } = await pool.query<Candidate>(
    `select y.id as "yachtId", y.model_id as "modelId", b.destination_id as "destinationId", p.price_per_day as "perDay"
     from yachts y join bases b on b.id = y.base_id join yacht_prices p on p.yacht_id = y.id
     where y.published and y.min_nights <= 7 and p.period @> daterange($1::date, $1::date + 7)
       and not y.booked && daterange($1::date, $1::date + 7)
       and not exists (select 1 from offers o where o.yacht_id = y.id and o.period && daterange($1::date, $1::date + 7))`,
    [week],
  );
  return rows;
}

/**
 * The boats of the run in searches of at most about 40 of them (a destination's models packed together),
 * taken in a seeded random order until `size` boats.
 */
function groupsOf(rows: Candidate[], size: number): Group[] {
  const byDestinationModel = new Map<string, Candidate[]>();
  for (const row of rows) {
    const key = `${row.destinationId}:${row.modelId}`;
    byDestinationModel.set(key, [...(byDestinationModel.get(key) ?? []), row]);
  }
  // The destinations with most such boats first: the fewer searches show them, the more often each is asked.
  const perDestination = new Map<number, number>();
  for (const row of rows) perDestination.set(row.destinationId, (perDestination.get(row.destinationId) ?? 0) + 1);
  const lots = [...byDestinationModel.values()]
    .filter((lot) => lot.length <= 40)
    .sort(
      (a, b) =>
        perDestination.get(b[0]!.destinationId)! - perDestination.get(a[0]!.destinationId)! || a[0]!.destinationId - b[0]!.destinationId,
    );
  const groups: Group[] = [];
  let taken = 0;
  for (const lot of lots) {
    if (taken >= size) break;
    const boats = lot.map((candidate) => ({
      candidate,
      perDay: candidate.perDay,
      blocked: false,
      writing: false,
      pending: [new Set<Change>(), new Set<Change>(), new Set<Change>()],
    }));
    const open = groups.find((g) => g.destinationId === lot[0]!.destinationId && g.boats.length + lot.length <= 40);
    if (open) {
      open.modelIds.push(lot[0]!.modelId);
      open.boats.push(...boats);
    } else groups.push({ destinationId: lot[0]!.destinationId, modelIds: [lot[0]!.modelId], boats });
    taken += lot.length;
  }
  return groups;
}

/** The week's list price of each boat the instance's search lists (every page); null when it did not answer. */
async function listed(origin: string, group: Group, week: string): Promise<Map<number, number | undefined> | null> {
  const shown = new Map<number, number | undefined>();
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({
      date_start: week,
      date_end: addDays(week, 7),
      model_ids: group.modelIds.join(','),
      destinations: String(group.destinationId),
      per_page: '50',
      page: String(page),
    });
    try {
      const res = await fetch(`${origin}/api/yacht-list?${query}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      if (!res.ok) return null;
      const body = (await res.json()) as { data: { id: number; quote: { list_price: number } | null }[]; last_page: number };
      for (const boat of body.data) shown.set(boat.id, boat.quote?.list_price);
      if (page >= body.last_page) return shown;
    } catch {
      return null;
    }
  }
}

/**
 * The boat's pending changes (in commit order) that what the instance shows holds: up to the latest one
 * whose outcome it shows. More than one is pending only on an instance that was down meanwhile, and all of
 * them committed before it was ready again.
 */
function held(pending: Set<Change>, shown: Map<number, number | undefined>, id: number): Change[] {
  const changes = [...pending];
  const now = shown.get(id);
  for (let i = changes.length - 1; i >= 0; i--) if (changes[i]!.after === now) return changes.slice(0, i + 1);
  return [];
}

function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export async function freshnessRun(options: FreshnessOptions = {}): Promise<string> {
  const fleet = options.fleet ?? Number(process.env.BENCH_FLEET ?? 30_000);
  const rate = options.rate ?? Number(process.env.BENCH_RATE ?? 50);
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 60);
  const grace = options.graceSeconds ?? Number(process.env.BENCH_GRACE_S ?? 15);
  const log = options.log ?? ((line: string) => console.error(line));
  // BENCH_DATABASE_URL: a seeded database of an earlier run (its blocked boats are left out).
  const given = options.url ?? process.env.BENCH_DATABASE_URL;
  const postgres = given ? null : startPostgres();
  const url = given ?? postgres!.url;
  const servers: (RunningServer | null)[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  try {
    if (!given) seed(url, fleet, log);
    const total = Math.round(rate * seconds);
    const week = addDays(new Date().toISOString().slice(0, 10), 40);
    // An earlier run's blocks of the week (a given database) are lifted first.
    await pool.query(`delete from yacht_blocks where reason = 'maintenance' and period = daterange($1::date, $1::date + 7)`, [week]);
    const groups = groupsOf(await candidates(pool, week), POOL);
    const boats = groups.flatMap((g) => g.boats);
    if (boats.length < 20) throw new Error(`only ${boats.length} boats free and priced in the week of ${week}`);
    log(`${boats.length} boats in ${groups.length} searches, the week of ${week}`);

    const ports = [await freePort(), await freePort(), await freePort()];
    const env = { ...AS_DEPLOYED, DATABASE_URL: url, DEMO_DATA: 'false', PUBLIC_API_TOKEN: TOKEN, SECRETS_KEY, LOG_LEVEL: 'warn' };
    const start = (i: number) => startServer({ port: ports[i]!, env });
    const started = Date.now();
    for (let i = 0; i < 3; i++) servers.push(await start(i));
    log(`three instances ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    /** Per instance: whether it is down, and when it was ready again. */
    const down = [false, false, false];
    const backAt = [0, 0, 0];
    const changes: Change[] = [];
    let writing = true;
    /** Per instance: how long each search took (ms). */
    const searches: number[][] = [[], [], []];
    const unseen = (instance: number) => boats.reduce((n, boat) => n + boat.pending[instance]!.size, 0);

    // Each instance's searches, again and again, a few at a time: every answer marks the changes it shows.
    const sweep = async (instance: number) => {
      let next = 0;
      const worker = async () => {
        while (writing) {
          const server = servers[instance];
          if (!server || down[instance]) {
            await sleep(20);
            continue;
          }
          const group = groups[next++ % groups.length]!;
          if (group.boats.every((boat) => boat.pending[instance]!.size === 0)) {
            if (unseen(instance) === 0) await sleep(5);
            continue;
          }
          const asked = performance.now();
          const shown = await listed(server.origin, group, week);
          searches[instance]!.push(performance.now() - asked);
          if (!shown || down[instance]) continue;
          const now = performance.now();
          for (const boat of group.boats)
            for (const change of held(boat.pending[instance]!, shown, boat.candidate.yachtId)) {
              change.seenAfter[instance] = Math.max(0, now - Math.max(change.committedAt, backAt[instance]!));
              boat.pending[instance]!.delete(change);
            }
        }
      };
      await Promise.all(Array.from({ length: PROBES_PER_INSTANCE }, worker));
    };

    const load = { before: loadavg()[0]!, during: 0 };
    const events: string[] = [];
    const runStart = performance.now();
    const at = () => ((performance.now() - runStart) / 1000).toFixed(1);
    const sweeps = [0, 1, 2].map((i) => sweep(i));

    const disruptions = (async () => {
      await sleep(seconds * 333);
      // Instance 1's listening connection, named by its process (server/db/client.ts application_name).
      const { rows } = await pool.query<{ killed: boolean }>(
        `select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = $1`,
        [`listen catalog_changes ${servers[0]!.child.pid}`],
      );
      events.push(`${at()} s: instance 1's LISTEN connection terminated (${rows.filter((r) => r.killed).length} backend)`);
      await sleep(seconds * 250);
      const stopped = performance.now();
      events.push(`${at()} s: instance 2 sent SIGTERM`);
      down[1] = true;
      await servers[1]!.stop();
      servers[1] = null;
      servers[1] = await start(1);
      backAt[1] = performance.now();
      down[1] = false;
      events.push(`${at()} s: instance 2 ready again (down ${((backAt[1] - stopped) / 1000).toFixed(1)} s)`);
      load.during = loadavg()[0]!;
    })();

    const random = seededRandom(0xf5e);
    const writes: Promise<void>[] = [];
    let blocks = 0;
    /** Changes not written because every boat was waiting to be shown (the pool is too small). */
    let skipped = 0;
    for (let i = 0; i < total; i++) {
      const due = runStart + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      // A boat with no write in flight and its last change shown on every instance that is up.
      const free = (pick: PoolBoat) => !pick.writing && [0, 1, 2].every((n) => down[n] || pick.pending[n]!.size === 0);
      let boat: PoolBoat | undefined;
      // Waits a little for one (the write is then late, the next ones catch up), at most a second.
      for (let tries = 0; !boat && tries < 200; tries++) {
        const ready = boats.filter(free);
        if (ready.length > 0) boat = ready[Math.floor(random() * ready.length)];
        else await sleep(5);
      }
      if (!boat) {
        skipped++;
        continue;
      }
      const availability = boat.blocked || random() < BLOCK_SHARE;
      boat.writing = true;
      if (availability) {
        blocks++;
        boat.blocked = !boat.blocked;
      } else boat.perDay += 1;
      const { yachtId } = boat.candidate;
      const after = boat.blocked ? undefined : boat.perDay * 7;
      const write = !availability
        ? pool.query(`update yacht_prices set price_per_day = $1 where yacht_id = $2 and period @> $3::date`, [boat.perDay, yachtId, week])
        : boat.blocked
          ? pool.query(
              `insert into yacht_blocks (yacht_id, period, reason) values ($1, daterange($2::date, $2::date + 7), 'maintenance')`,
              [yachtId, week],
            )
          : pool.query(`delete from yacht_blocks where yacht_id = $1 and period = daterange($2::date, $2::date + 7)`, [yachtId, week]);
      const changed = boat;
      writes.push(
        write.then(() => {
          const change: Change = { boat: changed, after, committedAt: performance.now(), seenAfter: [undefined, undefined, undefined] };
          changed.writing = false;
          changes.push(change);
          for (const set of changed.pending) set.add(change);
        }),
      );
    }
    await Promise.all(writes);
    const writesEnded = performance.now();
    const writeSeconds = (writesEnded - runStart) / 1000;
    await disruptions;
    // The searches go on until every change shows on every instance, or the grace period ends.
    while ([0, 1, 2].some((i) => unseen(i) > 0) && performance.now() - writesEnded < grace * 1000) await sleep(50);
    writing = false;
    await Promise.all(sweeps);
    const lostBy = [0, 1, 2].map(unseen);
    const loadAfter = loadavg()[0]!;

    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const lines = [
      `npm run bench:scale:freshness — PostgreSQL (throwaway cluster unless given), ${given ? `the given database${options.fleet ? ` (${fleet} boats)` : ''}` : `${fleet} boats`}, ` +
        `three built instances; ${changes.length} changes (${blocks} blocks or their removal, the rest season prices, of the week of ${week}${skipped ? `; ${skipped} not written: no boat free` : ''}) on ${boats.length} boats written at ${rate}/s over ` +
        `${writeSeconds.toFixed(1)} s, each in its own transaction; time from COMMIT until each instance's public search shows it. ` +
        `${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, commit ${commit}; load average (1 min) ` +
        `${load.before.toFixed(2)} before, ${load.during.toFixed(2)} during, ${loadAfter.toFixed(2)} after.`,
      '',
      ...events.map((e) => `- ${e}`),
      `- instance 2: changes committed while it was down are timed from its return`,
      '',
      '| instance | changes | p50 ms | p95 ms | p99 ms | max ms | lost |',
      '|---|---|---|---|---|---|---|',
    ];
    let met = true;
    for (let i = 0; i < 3; i++) {
      const seen = changes
        .map((c) => c.seenAfter[i])
        .filter((ms): ms is number => ms !== undefined)
        .sort((a, b) => a - b);
      const p99 = percentile(seen, 0.99);
      if (!(p99 <= 1000) || lostBy[i]! > 0) met = false;
      const note = ['(LISTEN cut)', '(restarted)', ''][i];
      lines.push(
        `| ${i + 1} ${note} | ${changes.length} | ${percentile(seen, 0.5).toFixed(0)} | ${percentile(seen, 0.95).toFixed(0)} | ` +
          `${p99.toFixed(0)} | ${(seen.at(-1) ?? NaN).toFixed(0)} | ${lostBy[i]} |`,
      );
    }
    for (let i = 0; i < 3; i++) {
      const took = searches[i]!.sort((a, b) => a - b);
      lines.push(
        `- instance ${i + 1}: ${took.length} searches, p50 ${percentile(took, 0.5).toFixed(0)} ms, p99 ${percentile(took, 0.99).toFixed(0)} ms`,
      );
    }
    lines.push('', `Target p99 ≤ 1000 ms on every instance and no change lost: ${met ? 'met' : 'NOT met'}.`);
    return lines.join('\n');
  } finally {
    for (const server of servers) await server?.stop();
    await pool.end();
    postgres?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await freshnessRun());
