import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase, selectRows, type DatabaseHandle } from '../server/db/client';
import { createCatalogModel } from '../server/catalog/model/catalog-model';
import { startPostgres } from './bench-postgres';
import { AS_DEPLOYED, startServer, type RunningServer } from './start-server';
import { startBareServer } from './bare-ceiling';
import { cpuSeconds, measure, residentMiB, startBenchServer } from './mix-measure';
import { seededRandom } from './seeded-random';
import { randomDates, readFleet, visitorMix, type Fleet } from './visitor-mix';

// npm run bench:scale (issue 31) — how each cost grows with the fleet, measured in one run on the BUILT
// server (dist/server/index.js, as `npm start` runs it):
// - seed s: `npm run db:seed -- --yachts N` on the database (PostgreSQL rows; the PGlite fleet is cached);
// - start-up s: from starting the process until /readyz answers 200 (the catalog is in memory by then);
// - mixed traffic (every request a different page: dated searches, boat pages drawn from the whole fleet,
//   country and home pages, 12 languages) at BENCH_CONNECTIONS, and the server's resident memory after it;
// - the two ceilings measured right after each row's mixed run: the pipeline's own (scripts/bench-server.ts:
//   the same Express pipeline sending a precomputed page) and the bare one (scripts/bare-server.ts: node:http
//   sending the same HTML uncompressed);
// - memory per thread and per structure: the server's own gauges (METRICS_PORT /metrics), and the read model
//   and the details kept measured in this process by heap difference after a full collection.
// Then the freshness run (scripts/bench-scale-freshness.ts) unless BENCH_FRESHNESS=0.
// The rows are served in BENCH_TURNS turns (each row once per turn, in order): on this shared machine a row
// moves by a fifth from one minute to the next, so the fleet-growth ratio is printed for each turn.
//
// BENCH_ROWS (pglite:1500,postgres:1500,postgres:30000), BENCH_TURNS (2), BENCH_CONNECTIONS (20), BENCH_SECONDS (15),
// BENCH_DIR (.tmp/bench-scale), BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': node's flags for
// the measured servers). Loopback only, bounded by time.

const ROWS = (process.env.BENCH_ROWS ?? 'pglite:1500,postgres:1500,postgres:30000').split(',').map((row) => {
  const [engine, boats] = row.split(':');
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`BENCH_ROWS: unknown engine ${engine}`);
  return { engine, boats: Number(boats) } as const;
});
const TURNS = Number(process.env.BENCH_TURNS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CEILING_SECONDS = 10;
const CACHE = resolve(process.env.BENCH_DIR ?? '.tmp/bench-scale');
const NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const PORT = 3980;
const CEILING_PORT = 3981; // bench-server's real app; its ceiling is on the next port
const BARE_PORT = 3983;
const METRICS_PORT = 3984;
const TOKEN = 'bench-public-token-0123456789';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:scale)');

const random = seededRandom(0x5ca1e);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** Runs `npm run db:seed` as a user would (its own process) and answers how long it took. */
async function seed(env: Record<string, string>, boats: number): Promise<number> {
  const started = performance.now();
  const child = spawn('npx', ['tsx', 'scripts/db-seed.ts', '--yachts', String(boats)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((ok) => child.once('exit', ok));
  if (code !== 0) throw new Error(`db:seed exited with ${code}`);
  return performance.now() - started;
}

/** Every published boat of the database (drawn from by the mix: at 30,000 boats, not only the first pages of the list). */
async function boatsOf(handle: DatabaseHandle): Promise<Fleet['boats']> {
  return selectRows<{ slug: string; type: string }>(
    handle.db,
    sql`select y.slug, t.slug as type from yachts y join yacht_types t on t.id = y.type_id where y.published`,
  );
}

/** The heap the read model and the details kept take, in MiB, measured here after full collections. */
async function structures(handle: DatabaseHandle): Promise<{ model: number; details: number; detailsCount: number }> {
  const heap = () => {
    gc!();
    gc!();
    const usage = process.memoryUsage();
    return (usage.heapUsed + usage.arrayBuffers) / 2 ** 20;
  };
  const before = heap();
  const model = createCatalogModel(handle, pino({ level: 'silent' }));
  await model.current();
  const loaded = heap();
  await model.warmDetails();
  const warmed = heap();
  return { model: loaded - before, details: warmed - loaded, detailsCount: 3000 };
}

/** The server's memory gauges, by name and labels, in MiB (bytes) or as they are. */
function memoryGauges(text: string): string[] {
  return text
    .split('\n')
    .filter((line) =>
      /^bluewater_(thread(?!_cpu)|pglite|render_memo|page_data_cache_entries|catalog_details_kept)\w*(\{[^}]*\})? /.test(line),
    )
    .map((line) => {
      const [name, value] = [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))];
      return name.includes('bytes') ? `${name} ${(value / 2 ** 20).toFixed(1)} MiB` : `${name} ${value}`;
    });
}

/**
 * One scrape of the server's metrics. Once after the mix for every figure: each scrape restarts the threads'
 * loop-delay readings, so a second one would leave the memory table the delay of the moment between them.
 */
async function scrapeMetrics(): Promise<string> {
  return (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
}

/** Each thread's CPU seconds so far, from the server's counter (bluewater_thread_cpu_seconds_total; Linux). */
function threadCpuSeconds(text: string): Map<string, number> {
  return new Map([...text.matchAll(/^bluewater_thread_cpu_seconds_total\{thread="([^"]+)"\} (\S+)$/gm)].map((m) => [m[1]!, Number(m[2])]));
}

const postgres = ROWS.some((row) => row.engine === 'postgres') ? startPostgres() : undefined;
const prepared: { engine: string; boats: number; env: Record<string, string>; copyOf?: string; seedMs?: number }[] = [];
const table: string[] = [];
const memory: string[] = [];
const cpuByThread: string[] = [];
const builtOf = new Map<(typeof prepared)[number], Awaited<ReturnType<typeof structures>>>();
const perBoat: { turn: number; engine: string; boats: number; rss: number; rps: number; p99: number }[] = [];
let ceiling: ChildProcess | undefined;
let bare: { stop(): Promise<void> } | undefined;
let freshness = '';
try {
  // The databases first, so the rows below measure only serving.
  for (const { engine, boats } of ROWS) {
    if (engine === 'pglite') {
      const dir = join(CACHE, `pglite-${boats}`);
      const seedMs = existsSync(join(dir, 'pgdata'))
        ? undefined
        : (mkdirSync(dir, { recursive: true }), await seed({ DATA_DIR: dir, DATABASE_URL: '' }, boats));
      prepared.push({ engine, boats, env: {}, copyOf: dir, seedMs });
    } else {
      const admin = new pg.Client({ connectionString: postgres!.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE scale_${boats}`);
      await admin.end();
      const url = postgres!.url.replace(/\/postgres$/, `/scale_${boats}`);
      const seedMs = await seed({ DATABASE_URL: url, DATA_DIR: join(CACHE, 'pg-media') }, boats);
      const handle = await openDatabase({ url });
      await handle.db.execute(sql`vacuum analyze`);
      await handle.close();
      prepared.push({ engine, boats, env: { DATABASE_URL: url, DEMO_DATA: 'false' }, seedMs });
    }
  }
  // The ceilings' page: a dated search of the first fleet, as bench:mix's typical page.
  const typical = `/en/search?${randomDates(random)}`;
  // On a PostgreSQL fleet when there is one; else on a copy of the first PGlite one (a data directory has one process).
  const onPostgres = prepared.find((row) => row.engine === 'postgres');
  const ceilingDir = join(CACHE, 'ceiling-data');
  if (!onPostgres) cpSync(prepared[0]!.copyOf!, ceilingDir, { recursive: true, filter: (path) => !path.endsWith('bluewater.lock') });
  ceiling = await startBenchServer(CEILING_PORT, onPostgres ? onPostgres.env : { DATA_DIR: ceilingDir }, typical);
  const html = await (
    await fetch(`http://127.0.0.1:${CEILING_PORT}${typical}`, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/131' } })
  ).text();
  bare = await startBareServer(html, BARE_PORT);

  for (let turn = 1; turn <= TURNS; turn++)
    for (const row of prepared) {
      const url = row.env.DATABASE_URL;
      const handle = await openDatabase(url ? { url } : { dataDir: row.copyOf! });
      const boats = await boatsOf(handle);
      // The structures do not change between turns: measured once per row.
      const built = builtOf.get(row) ?? builtOf.set(row, await structures(handle)).get(row)!;
      await handle.close();

      const server: RunningServer = await startServer({
        port: PORT,
        copyOf: row.copyOf,
        nodeArgs: NODE_ARGS,
        env: {
          ...AS_DEPLOYED,
          ...row.env,
          PUBLIC_API_TOKEN: TOKEN,
          METRICS_PORT: String(METRICS_PORT),
          LOG_LEVEL: 'warn',
        },
      });
      const startupMs = server.readyMs;
      try {
        const fleet = { ...(await readFleet(server.origin, TOKEN, 50)), boats };
        const { nextPath } = visitorMix(fleet, random);
        await measure(PORT, 3, CONNECTIONS, nextPath); // warm-up: JIT, plans
        const load = loadavg()[0]!.toFixed(1);
        const [cpuBefore, threadsBefore] = [await cpuSeconds(server.child.pid!), threadCpuSeconds(await scrapeMetrics())];
        const mixed = await measure(PORT, SECONDS, CONNECTIONS, nextPath);
        const cpuMs = ((await cpuSeconds(server.child.pid!)) - cpuBefore) * 1000;
        const after = await scrapeMetrics();
        const threadsAfter = threadCpuSeconds(after);
        const rss = await residentMiB(server.child.pid!);
        const gauges = memoryGauges(after);
        const pipeline = await measure(CEILING_PORT + 1, CEILING_SECONDS, CONNECTIONS, () => typical);
        const bareRun = await measure(BARE_PORT, CEILING_SECONDS, CONNECTIONS, () => typical);
        const pages = mixed.rps * SECONDS;
        table.push(
          `| ${turn} | ${row.engine} | ${row.boats.toLocaleString('en')} | ${row.seedMs === undefined ? 'cached' : seconds(row.seedMs)} | ${seconds(startupMs)} | ${rss} | ${mixed.rps.toFixed(0)} | ${mixed.p99} | ${mixed.non2xx} | ${mixed.errors} | ${(cpuMs / pages).toFixed(2)} | ${pipeline.rps.toFixed(0)} | ${bareRun.rps.toFixed(0)} | ${((100 * mixed.rps) / pipeline.rps).toFixed(1)} % | ${((100 * mixed.rps) / bareRun.rps).toFixed(1)} % | ${load} |`,
        );
        memory.push(
          `| ${turn} | ${row.engine} | ${row.boats.toLocaleString('en')} | ${rss} | ${built.model.toFixed(1)} | ${built.details.toFixed(1)} | ${gauges.join('<br>')} |`,
        );
        perBoat.push({ turn, engine: row.engine, boats: row.boats, rss, rps: mixed.rps, p99: mixed.p99 });
        // Each thread's share of a page, and what no thread of ours ran (V8's collector helpers, libuv's pool).
        const threadMs = [...threadsAfter].map(
          ([thread, after]) => [thread, ((after - (threadsBefore.get(thread) ?? 0)) * 1000) / pages] as const,
        );
        const ours = threadMs.reduce((sum, [, ms]) => sum + ms, 0);
        // 10 % of the bare ceiling: the machine's whole CPU (server, database, load generator) a page at that rate.
        const budget = (cpus().length * 1000) / (0.1 * bareRun.rps);
        cpuByThread.push(
          `| ${turn} | ${row.engine} | ${row.boats.toLocaleString('en')} | ${(cpuMs / pages).toFixed(2)} | ${threadMs.map(([t, ms]) => `${t} ${ms.toFixed(2)}`).join(', ')} | ${(cpuMs / pages - ours).toFixed(2)} | ${budget.toFixed(2)} |`,
        );
      } finally {
        await server.stop();
      }
    }
  ceiling.kill('SIGTERM');
  await bare.stop();
  // Three instances on the largest PostgreSQL fleet of this run, 50 changes a second (issue 31's freshness).
  const largest = prepared.filter((row) => row.engine === 'postgres').sort((a, b) => b.boats - a.boats)[0];
  if (process.env.BENCH_FRESHNESS !== '0') {
    const { freshnessRun } = await import('./bench-scale-freshness');
    freshness = await freshnessRun({
      ...(largest && { url: largest.env.DATABASE_URL, fleet: largest.boats }),
      seconds: Number(process.env.BENCH_FRESHNESS_SECONDS ?? 60),
    });
  }
} finally {
  if (ceiling?.exitCode === null) ceiling.kill('SIGTERM');
  await bare?.stop();
  postgres?.stop();
}

console.log(
  `\nnpm run bench:scale — ${CONNECTIONS} connections, ${SECONDS} s of mixed traffic per row after a 3 s warm-up, ceilings ${CEILING_SECONDS} s each right after; ` +
    `${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
);
console.log(
  '| turn | engine | boats | seed s | start-up s | RSS MiB after the mix | mixed pages/s | p99 ms | non-2xx | errors | server CPU ms/page | pipeline ceiling req/s | bare ceiling req/s | mixed / pipeline | mixed / bare | load before |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
console.log(table.join('\n'));
for (let turn = 1; turn <= TURNS; turn++) {
  const pgRows = perBoat.filter((row) => row.turn === turn && row.engine === 'postgres').sort((a, b) => a.boats - b.boats);
  if (pgRows.length < 2) continue;
  const [small, large] = [pgRows[0]!, pgRows[pgRows.length - 1]!];
  const [few, many] = [small.boats.toLocaleString('en'), large.boats.toLocaleString('en')];
  console.log(
    `\nTurn ${turn}, PostgreSQL: resident memory grows ${(((large.rss - small.rss) * 1024) / (large.boats - small.boats)).toFixed(1)} KiB per boat from ${few} to ${many} boats (target ≤ 15); ` +
      `mixed pages/s at ${many} boats = ${((100 * large.rps) / small.rps).toFixed(0)} % of ${few} (${large.rps.toFixed(0)} vs ${small.rps.toFixed(0)}; target ≥ 80 %), p99 ${large.p99} vs ${small.p99} ms`,
  );
}
console.log("\nMemory per structure (this process, heap after full collections) and per thread (the server's gauges after the mix)\n");
console.log('| turn | engine | boats | server RSS MiB | read model MiB | details kept MiB (3,000 boats) | server gauges |');
console.log('|---|---|---|---|---|---|---|');
console.log(memory.join('\n'));
console.log('\nServer CPU a page by thread during the mix, ms (bluewater_thread_cpu_seconds_total)\n');
console.log(
  "| turn | engine | boats | process | our threads | the rest (V8 helpers, libuv pool) | the machine's whole CPU a page at 10 % of the bare ceiling |",
);
console.log('|---|---|---|---|---|---|---|');
console.log(cpuByThread.join('\n'));

if (freshness) console.log(`\n${freshness}`);
