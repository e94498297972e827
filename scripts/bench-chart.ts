import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { migrateDatabase, openDatabase, selectRows } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/seed-demo';
import { insertOperator } from '../server/operators/operators-store';
import { startSession } from '../server/operators/operator-sessions';
import { addDays, isoDateOf } from '../src/contract/iso-date';
import { CHART_WEEKS } from '../src/contract/operator-bookings-constants';
import { weekStartOf } from '../src/routes/operator-calendar/chart-cells';
import { startServer } from './start-server';

// npm run bench:chart — issue 27: "300 boats × 26 weeks appears in under a second". A throwaway PGlite data
// directory (DATABASE_URL: a PostgreSQL instead, e.g. from scripts/postgres-throwaway.sh) gets the demo
// fleet of BENCH_FLEET boats (300), all of them one company's, with a season of bookings in every state
// (about half the weeks: options with their holds, reservations, confirmed and paid ones; cancelled and
// expired ones beside them) and a block in one week of ten. The production build serves it; measured:
// GET /api/operator/calendar for the 26 weeks (BENCH_API_RUNS, 30), and the console page
// /en/operator/calendar in Chromium from navigation until the table holds every boat (BENCH_PAGE_RUNS, 10).
// Target: both under a second. Needs `npm run build` first (the npm script runs it).
const FLEET = Number(process.env.BENCH_FLEET ?? 300);
const API_RUNS = Number(process.env.BENCH_API_RUNS ?? 30);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 10);
const DATA = resolve('.tmp/bench-chart');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function prepare(from: string) {
  rmSync(DATA, { recursive: true, force: true });
  mkdirSync(DATA, { recursive: true });
  const url = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase(url ? { url } : { dataDir: DATA, pgliteThread: 'main' });
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, { yachts: FLEET, mediaDir: join(DATA, 'media') });
    const [company] = await selectRows<{ id: number }>(handle.db, sql`select id from companies order by id limit 1`);
    const db = handle.db;
    // One company runs the whole fleet; the seed's own bookings make way for a season laid out below.
    await db.execute(sql`update bases set company_id = ${company!.id}`);
    await db.execute(sql`truncate bookings, yacht_blocks cascade`);
    await db.execute(sql`update yachts set booked = '{}'`);
    const hold = new Date(Date.now() + 3 * 86_400_000).toISOString();
    // Week w of boat y: (y*7 + w) % 10 in 0..4 a live booking (state by (y + w) % 4), 5 a cancelled one,
    // 6 an expired option, 7 a block, else free.
    await db.execute(sql`
      insert into bookings (reference, yacht_id, period, status, product, people, first_name, last_name, email, phone,
        language, quote, total, expires_at, reserved_at, ended_by, end_reason, cancelled_at)
      select 'BW-' || upper(lpad(to_hex(y.id * 64 + w), 8, '0')), y.id,
        daterange(${from}::date + w * 7, ${from}::date + w * 7 + 7), s.status, y.products[1], 4,
        'Client', 'No' || y.id || '-' || w, 'client' || y.id || '-' || w || '@example.com', '+385 91 000 0000', 'en',
        '{}'::jsonb, 2500 + (y.id % 20) * 100,
        case when s.status = 'option' then ${hold}::timestamptz end,
        case when s.status in ('reserved', 'confirmed', 'paid') then now() end,
        case when s.status = 'cancelled' then 'customer' when s.status = 'expired' then 'system' end,
        case when s.status = 'expired' then 'hold_ended' end,
        case when s.status = 'cancelled' then now() end
      from yachts y cross join generate_series(0, ${CHART_WEEKS - 1}) w
      cross join lateral (select case
        when (y.id * 7 + w) % 10 < 5 then (array['option', 'reserved', 'confirmed', 'paid'])[1 + (y.id + w) % 4]
        when (y.id * 7 + w) % 10 = 5 then 'cancelled'
        when (y.id * 7 + w) % 10 = 6 then 'expired' end as status) s
      where s.status is not null`);
    await db.execute(sql`
      insert into yacht_blocks (yacht_id, period, reason, note)
      select y.id, daterange(${from}::date + w * 7, ${from}::date + w * 7 + 7), 'maintenance', 'Antifouling'
      from yachts y cross join generate_series(0, ${CHART_WEEKS - 1}) w where (y.id * 7 + w) % 10 = 7`);
    const [counts] = await selectRows<{ boats: number; live: number; blocks: number }>(
      db,
      sql`select (select count(*) from yachts)::int as boats,
        (select count(*) from bookings where status in ('option', 'reserved', 'confirmed', 'paid'))::int as live,
        (select count(*) from yacht_blocks)::int as blocks`,
    );
    const manager = await insertOperator(db, {
      companyId: company!.id,
      email: 'bench-manager@example.com',
      name: 'Bench Manager',
      role: 'manager',
    });
    const token = await startSession(db, manager.id, 'full', new Date());
    await db.execute(sql`vacuum analyze`);
    return { token, counts: counts!, url };
  } finally {
    await handle.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

const from = weekStartOf(addDays(isoDateOf(new Date()), 7));
const prepared = await prepare(from);
console.log(
  `prepared: ${prepared.counts.boats} boats, ${prepared.counts.live} live bookings, ${prepared.counts.blocks} blocks from ${from}`,
);
const server = await startServer({
  port: 4300 + Math.floor(Math.random() * 90),
  copyOf: prepared.url ? undefined : DATA,
  env: { DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...(prepared.url && { DATABASE_URL: prepared.url }) },
});
try {
  const api = `${server.origin}/api/operator/calendar?from=${from}&weeks=${CHART_WEEKS}&lang=en`;
  const apiTimes: number[] = [];
  let bytes = 0;
  for (let i = 0; i < API_RUNS + 3; i++) {
    const started = performance.now();
    const res = await fetch(api, { headers: { Authorization: `Bearer ${prepared.token}` } });
    const body = (await res.json()) as { boats: unknown[] };
    const took = performance.now() - started;
    if (res.status !== 200 || body.boats.length !== prepared.counts.boats)
      throw new Error(`chart answered ${res.status}, ${body.boats?.length} boats`);
    bytes = Number(res.headers.get('content-length') ?? 0);
    if (i >= 3) apiTimes.push(took);
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const pageTimes: number[] = [];
  const answerTimes: number[] = [];
  try {
    const context = await browser.newContext({ userAgent: UA, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/en/operator/sign-in`);
    await page.evaluate((token) => sessionStorage.setItem('bluewater.operator', token), prepared.token);
    for (let i = 0; i < PAGE_RUNS + 1; i++) {
      await page.goto(`${server.origin}/en/operator/calendar?from=${from}`, { waitUntil: 'commit' });
      await page.waitForFunction(
        (boats) => document.querySelectorAll('[data-testid=availability-chart] tbody tr').length === boats,
        prepared.counts.boats,
        { timeout: 30_000, polling: 'raf' },
      );
      // From the navigation's start (the click) until the table holds every boat, and until the chart's
      // answer had arrived (the rest is the browser's work).
      const [took, answered] = await page.evaluate(() => [
        performance.now(),
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.includes('/api/operator/calendar'))
          ?.responseEnd ?? NaN,
      ]);
      if (i >= 1) {
        pageTimes.push(took!);
        answerTimes.push(answered!);
      }
    }
  } finally {
    await browser.close();
  }

  let commit = 'not recorded';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}, load average ${loadavg()[0]!.toFixed(1)}, Node ${process.version}, ${prepared.url ? 'PostgreSQL' : 'PGlite'}, commit ${commit}`,
  );
  console.log(
    `API  GET /api/operator/calendar (${prepared.counts.boats} boats × ${CHART_WEEKS} weeks, ${(bytes / 1024).toFixed(0)} KiB), ${API_RUNS} runs: ${summary(apiTimes)}`,
  );
  console.log(`page /en/operator/calendar until the table holds every boat, ${PAGE_RUNS} runs: ${summary(pageTimes)}`);
  console.log(`  of which until the chart's answer had arrived: ${summary(answerTimes)}`);
  const met = percentile(apiTimes, 95) < 1000 && percentile(pageTimes, 95) < 1000;
  console.log(met ? 'target (under a second): met' : 'target (under a second): NOT met');
} finally {
  await server.stop();
}
