import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, selectRows } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/seed-demo';
import { startPostgres } from './bench-postgres';
import { addDays } from '../src/contract/iso-date';

// npm run bench:booking — placing an option (POST /api/bookings, issue 12) under 20 concurrent visitors on
// a throwaway PostgreSQL cluster: every visitor books a different boat or week, from an address of its own,
// as real visitors do, so each request runs the whole path (rate limit, boat, extras, the transaction that
// expires dead holds, prices and inserts under the exclusion constraint, the booked-days trigger, the
// answer with the boat's card). Target: p95 ≤ 50 ms.
const FLEET = Number(process.env.BENCH_FLEET ?? 1500);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 20);
const PER_VISITOR = Number(process.env.BENCH_OPTIONS_PER_VISITOR ?? 60);
const WARM_UP = 100;
const TOKEN = 'bench-public-token-0123456789';
const CACHE = resolve('.tmp/bench-booking');

interface Slot {
  slug: string;
  product: string;
  people: number;
  start: string;
}

/** Free, priced weeks (one season period each), boat by boat, shuffled so concurrent visitors rarely share a boat. */
async function freeSlots(url: string, needed: number): Promise<Slot[]> {
  const handle = await openDatabase({ url });
  try {
    await migrateDatabase(handle);
    const started = Date.now();
    await seedDemoData(handle.db, { yachts: FLEET, mediaDir: join(CACHE, 'media') });
    console.error(`  seeded ${FLEET} boats in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await handle.db.execute(sql`vacuum analyze`);
    const from = addDays(new Date().toISOString().slice(0, 10), 14);
    const slots = await selectRows<Slot>(
      handle.db,
      sql`
      select y.slug, y.products[1] as product, least(y.max_people, 4)::int as people, (lower(p.period) + 7 * k)::text as start
      from yachts y join yacht_prices p on p.yacht_id = y.id cross join generate_series(0, 30) k
      where lower(p.period) + 7 * k >= ${from}::date and lower(p.period) + 7 * k + 7 <= upper(p.period)
        and not y.booked && daterange(lower(p.period) + 7 * k, lower(p.period) + 7 * k + 7)
      order by md5(y.slug || k::text || lower(p.period)::text) limit ${needed}`,
    );
    if (slots.length < needed) throw new Error(`only ${slots.length} free weeks for ${needed} options`);
    return slots;
  } finally {
    await handle.close();
  }
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = fork('scripts/bench-api-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    // TRUST_PROXY: each visitor's address comes in X-Forwarded-For (bookings are rate-limited per address).
    env: { ...process.env, ...env, PUBLIC_API_TOKEN: TOKEN, LOG_LEVEL: 'warn', DEMO_DATA: 'false', TRUST_PROXY: 'true', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((ok, fail) => {
    child.once('message', (m) => ok((m as { port: number }).port));
    child.once('exit', (code) => fail(new Error(`bench API server exited with ${code}`)));
  });
  return { child, port };
}

let address = 0;
function placeOption(agent: Agent, port: number, slot: Slot): Promise<{ ms: number; status: number }> {
  const body = JSON.stringify({
    yacht_slug: slot.slug,
    date_start: slot.start,
    date_end: addDays(slot.start, 7),
    product: slot.product,
    people: slot.people,
    first_name: 'Bench',
    last_name: 'Visitor',
    email: 'bench.visitor@example.com',
    phone: '+33 6 12 34 56 78',
    terms_accepted: true,
    language: 'en',
  });
  const n = ++address;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return new Promise((ok, fail) => {
    const started = process.hrtime.bigint();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/bookings',
        method: 'POST',
        agent,
        headers: {
          Authorization: `Bearer ${TOKEN}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': ip,
          'Accept-Encoding': 'gzip',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => ok({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** `VISITORS` clients, each placing its next option when the last one was answered. */
async function load(port: number, slots: Slot[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: VISITORS });
  const results: { ms: number; status: number }[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      while (next < slots.length) results.push(await placeOption(agent, port, slots[next++]!));
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const statuses: Record<number, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return { n: results.length, rps: results.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), statuses };
}

const postgres = startPostgres();
try {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench_booking');
  await admin.end();
  const url = postgres.url.replace(/\/postgres$/, '/bench_booking');
  const slots = await freeSlots(url, WARM_UP + VISITORS * PER_VISITOR);
  const { child, port } = await startServer({ DATABASE_URL: url, DATA_DIR: join(CACHE, 'pg-data'), DATABASE_POOL_SIZE: String(VISITORS) });
  try {
    const load1 = loadavg()[0]!.toFixed(2);
    await load(port, slots.slice(0, WARM_UP)); // warm-up: JIT, plans, pool
    const r = await load(port, slots.slice(WARM_UP));
    console.log(
      `\nnpm run bench:booking — POST /api/bookings (place an option), ${VISITORS} concurrent visitors, ${r.n} options on different boats/weeks ` +
        `after ${WARM_UP} warm-up; PostgreSQL (throwaway cluster), ${FLEET} boats; ${cpus().length} × ${cpus()[0]?.model}, ` +
        `${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average before ${load1}\n`,
    );
    console.log('| options | options/s | p50 ms | p95 ms | p99 ms | statuses |\n|---|---|---|---|---|---|');
    console.log(
      `| ${r.n} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${JSON.stringify(r.statuses)} |`,
    );
    console.log(`\np95 ${r.p95.toFixed(1)} ms: target ≤ 50 ms ${r.p95 <= 50 ? 'met' : 'NOT met'}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((ok) => child.once('exit', ok));
  }
} finally {
  postgres.stop();
}
