import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, selectRows } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/seed-demo';
import { insertOperator } from '../server/operators/operators-store';
import { startSession } from '../server/operators/operator-sessions';
import { addDays } from '../src/contract/iso-date';
import { startPostgres } from './bench-postgres';

// npm run bench:freshness — issue 27: "every change is on the public site within a second on every instance".
// Two API servers as production runs them (scripts/bench-api-server.ts) on one throwaway PostgreSQL; an
// owner changes a boat's price per day through the console API on instance A (PUT
// /api/operator/boats/{id}/prices), and instance B's public search (GET /api/yacht-list for a dated week)
// is asked again and again until the boat's price for that week is the new one. Measured per change, from
// sending the write: how long until B shows it (and how long the write itself took). Target: max < 1 s.
const FLEET = Number(process.env.BENCH_FLEET ?? 300);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 50);
const TOKEN = 'bench-public-token-0123456789';
const SECRETS_KEY = Buffer.alloc(32, 9).toString('base64');
const CACHE = resolve('.tmp/bench-freshness');

interface Target {
  yachtId: number;
  modelId: number;
  companyId: number;
  start: string;
}

async function prepare(url: string) {
  const handle = await openDatabase({ url });
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, { yachts: FLEET, mediaDir: join(CACHE, 'media') });
    await handle.db.execute(sql`vacuum analyze`);
    const from = addDays(new Date().toISOString().slice(0, 10), 30);
    const [target] = await selectRows<Target>(
      handle.db,
      sql`select y.id as "yachtId", y.model_id as "modelId", b.company_id as "companyId", lower(p.period)::text as start
        from yachts y join bases b on b.id = y.base_id join yacht_prices p on p.yacht_id = y.id
        where b.company_id is not null and lower(p.period) >= ${from}::date and upper(p.period) - lower(p.period) >= 7
          and not y.booked && p.period
          and not exists (select 1 from offers o where o.yacht_id = y.id and o.period && p.period)
        order by y.id, lower(p.period) limit 1`,
    );
    if (!target) throw new Error('no free priced week found');
    const owner = await insertOperator(handle.db, {
      companyId: target.companyId,
      email: 'bench-owner@example.com',
      name: 'Bench Owner',
      role: 'owner',
    });
    const token = await startSession(handle.db, owner.id, 'full', new Date());
    const periods = await selectRows<{ date_from: string; date_to: string; price_per_day: number }>(
      handle.db,
      sql`select lower(period)::text as date_from, upper(period)::text as date_to, price_per_day from yacht_prices
        where yacht_id = ${target.yachtId} order by lower(period)`,
    );
    return { target, token, periods };
  } finally {
    await handle.close();
  }
}

async function startServer(name: string, url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = fork('scripts/bench-api-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: join(CACHE, name),
      SECRETS_KEY,
      PUBLIC_API_TOKEN: TOKEN,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((ok, fail) => {
    child.once('message', (m) => ok((m as { port: number }).port));
    child.once('exit', (code) => fail(new Error(`server ${name} exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}/api` };
}

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

async function listPrice(base: string, target: Target): Promise<number | null> {
  const query = new URLSearchParams({
    date_start: target.start,
    date_end: addDays(target.start, 7),
    model_ids: String(target.modelId),
    per_page: '50',
  });
  const res = await fetch(`${base}/yacht-list?${query}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  const body = (await res.json()) as { data: { id: number; quote: { list_price: number } | null }[] };
  return body.data.find((y) => y.id === target.yachtId)?.quote?.list_price ?? null;
}

const postgres = startPostgres();
try {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench_freshness');
  await admin.end();
  const url = postgres.url.replace(/\/postgres$/, '/bench_freshness');
  const { target, token, periods } = await prepare(url);
  const a = await startServer('a', url);
  const b = await startServer('b', url);
  try {
    const load1 = loadavg()[0]!.toFixed(2);
    const seen: number[] = [];
    const writes: number[] = [];
    let price = periods.find((p) => p.date_from === target.start)!.price_per_day;
    for (let i = 0; i < CHANGES; i++) {
      price += 1;
      const body = JSON.stringify({ periods: periods.map((p) => (p.date_from === target.start ? { ...p, price_per_day: price } : p)) });
      const sent = process.hrtime.bigint();
      const res = await fetch(`${a.base}/operator/boats/${target.yachtId}/prices`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
      });
      if (res.status !== 200) throw new Error(`the price change answered ${res.status}: ${await res.text()}`);
      writes.push(ms(sent));
      while ((await listPrice(b.base, target)) !== price * 7) {
        if (ms(sent) > 10_000) throw new Error(`instance B did not show change ${i + 1} within 10 s`);
      }
      seen.push(ms(sent));
    }
    const at = (list: number[], q: number) => [...list].sort((x, y) => x - y)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    console.log(
      `\nnpm run bench:freshness — ${CHANGES} price changes through the console API on instance A, each polled on instance B's ` +
        `public search until shown; PostgreSQL (throwaway cluster), ${FLEET} boats; ${cpus().length} × ${cpus()[0]?.model}, ` +
        `Node ${process.version}, load average before ${load1}, commit ${commit}\n`,
    );
    console.log('| | p50 ms | p95 ms | max ms |\n|---|---|---|---|');
    console.log(
      `| write answered on A | ${at(writes, 0.5).toFixed(1)} | ${at(writes, 0.95).toFixed(1)} | ${Math.max(...writes).toFixed(1)} |`,
    );
    console.log(`| shown on B's search | ${at(seen, 0.5).toFixed(1)} | ${at(seen, 0.95).toFixed(1)} | ${Math.max(...seen).toFixed(1)} |`);
    const worst = Math.max(...seen);
    console.log(`\nslowest change on B ${worst.toFixed(1)} ms: target < 1000 ms ${worst < 1000 ? 'met' : 'NOT met'}`);
  } finally {
    for (const server of [a, b]) {
      server.child.kill('SIGTERM');
      await new Promise((ok) => server.child.once('exit', ok));
    }
  }
} finally {
  postgres.stop();
}
