import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/seed-demo';
import { startPostgres } from './bench-postgres';
import { selectRows } from '../server/db/client';

// npm run bench:api — p50/p95 latency and throughput of /api/yacht-list with a date range and three filters
// (destination, type, minimum cabins), for fleets of 1,500 and 15,000 boats, on embedded PGlite and on a
// throwaway PostgreSQL cluster, all in one run so the ratios compare like with like. Loopback only; every
// measurement is bounded by time.
const FLEETS = (process.env.BENCH_FLEETS ?? '1500,15000').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = [1, 8];
const TOKEN = 'bench-public-token-0123456789';
const CACHE = resolve('.tmp/bench-api');

interface Target {
  engine: 'pglite' | 'postgres';
  fleet: number;
  env: Record<string, string>;
  paths: string[];
}

async function seeded(handle: DatabaseHandle, fleet: number): Promise<void> {
  const started = Date.now();
  await migrateDatabase(handle);
  const result = await seedDemoData(handle.db, { yachts: fleet, mediaDir: join(CACHE, 'media') });
  if (result.seeded) console.error(`  seeded ${fleet} boats on ${handle.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The busiest destination, its most common boat type, and four charter weeks starting on Saturdays. */
async function queriesFor(handle: DatabaseHandle): Promise<string[]> {
  const top = await selectRows<{ destination: number; type: number }>(
    handle.db,
    sql`
    select b.destination_id as destination, y.type_id as type, count(*)::int as n
    from yachts y join bases b on b.id = y.base_id
    group by 1, 2 order by 3 desc, 1, 2 limit 1`,
  );
  const { destination, type } = top[0]!;
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 45 + ((6 - start.getUTCDay() + 7) % 7));
  return [0, 1, 2, 3].map((week) => {
    const from = new Date(start.getTime() + week * 7 * 86_400_000);
    const to = new Date(from.getTime() + 7 * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return `/api/yacht-list?page=1&bases_counter=additional&destinations=${destination}&type=${type}&cabins_min=3&date_start=${day(from)}&date_end=${day(to)}`;
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = fork('scripts/bench-api-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, PUBLIC_API_TOKEN: TOKEN, LOG_LEVEL: 'info', DEMO_DATA: 'false' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((ok, fail) => {
    child.once('message', (m) => ok((m as { port: number }).port));
    child.once('exit', (code) => fail(new Error(`bench API server exited with ${code}`)));
  });
  return { child, port };
}

function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((ok, fail) => {
    const started = process.hrtime.bigint();
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { Authorization: `Bearer ${TOKEN}`, 'Accept-Encoding': 'gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) fail(new Error(`${path}: HTTP ${res.statusCode}`));
          else ok(Number(process.hrtime.bigint() - started) / 1e6);
        });
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** `concurrency` clients, each sending its next request when the last one answered, for `seconds`. */
async function load(port: number, paths: string[], concurrency: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) latencies.push(await get(agent, port, paths[next++ % paths.length]!));
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95) };
}

const postgres = ENGINES.includes('postgres') ? startPostgres() : undefined;
const rows: string[] = [];
const p95: Record<string, number> = {};
try {
  const targets: Target[] = [];
  for (const fleet of FLEETS) {
    for (const engine of ENGINES) {
      if (engine === 'pglite') {
        const dataDir = join(CACHE, `pglite-${fleet}`);
        const handle = await openDatabase({ dataDir });
        await seeded(handle, fleet);
        // Planner statistics and a vacuumed heap for the fresh tables, on both engines: the seed's triggers
        // leave dead versions of every boat row, which autovacuum would clear at some point during the run.
        await handle.db.execute(sql`vacuum analyze`);
        const paths = await queriesFor(handle);
        // PGlite allows one process per data directory: the server opens it after this one closes it.
        await handle.close();
        targets.push({ engine, fleet, env: { DATA_DIR: dataDir }, paths });
      } else {
        const admin = new pg.Client({ connectionString: postgres!.url });
        await admin.connect();
        await admin.query(`CREATE DATABASE bench_${fleet}`);
        await admin.end();
        const url = postgres!.url.replace(/\/postgres$/, `/bench_${fleet}`);
        const handle = await openDatabase({ url });
        await seeded(handle, fleet);
        await handle.db.execute(sql`vacuum analyze`);
        const paths = await queriesFor(handle);
        await handle.close();
        targets.push({ engine, fleet, env: { DATABASE_URL: url, DATA_DIR: join(CACHE, 'pg-data') }, paths });
      }
    }
  }
  for (const target of targets) {
    const { child, port } = await startServer(target.env);
    try {
      const { paths } = target;
      await load(port, paths, 4, 3); // warm-up: JIT, plans, caches
      for (const concurrency of CONCURRENCY) {
        const r = await load(port, paths, concurrency, SECONDS);
        if (concurrency === 1) p95[`${target.engine}-${target.fleet}`] = r.p95;
        rows.push(
          `| ${target.engine} | ${target.fleet.toLocaleString('en')} | ${concurrency} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`,
        );
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((ok) => child.once('exit', ok));
    }
  }
} finally {
  postgres?.stop();
}

console.log(
  `\nnpm run bench:api — GET /api/yacht-list with a date range and three filters; ${SECONDS} s per row after a 3 s warm-up; ` +
    `${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
);
console.log('| engine | boats | concurrent clients | req/s | p50 ms | p95 ms |\n|---|---|---|---|---|---|');
console.log(rows.join('\n'));
for (const engine of ENGINES) {
  const [small, large] = FLEETS.map((f) => p95[`${engine}-${f}`]);
  if (small && large)
    console.log(`\n${engine}: p95 at ${FLEETS[1]} boats / p95 at ${FLEETS[0]} boats (one client) = ${(large / small).toFixed(2)}×`);
}
