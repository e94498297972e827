import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/seed-demo';
import { startPostgres } from './bench-postgres';
import { seededRandom } from './seeded-random';
import { LANGUAGE_CODES } from '../src/contract/languages';
import { randomDates, readFleet, visitorMix } from './visitor-mix';
import { BROWSER_UA as UA, cpuSeconds, measure as measureOn, residentMiB, startBenchServer } from './mix-measure';
import { startBareServer } from './bare-ceiling';

// npm run bench:mix — rendered pages as real visitors ask for them (issue 15): every request a different
// page, drawn from a mix of about half dated searches (random destination or country, type, cabins,
// price, product, sorting and page), 40 % boat pages (half of them with dates), and the rest country and
// home pages, in all 12 languages. The server runs as configured by default (page data cache and render
// memo on): a visitor whose request is new gets no help from them. Against the ceiling: one typical
// page's HTML (a dated search) sent as a precomputed string through the same pipeline
// (scripts/bench-server.ts), and the bare ceiling (issue 31): the same HTML from a separate node:http process
// with no Express and no compression (scripts/bare-server.ts), all three measured in the same run with the
// same settings. Loopback only, bounded by time.
//
// BENCH_ENGINES (pglite,postgres), BENCH_FLEETS (1500,15000), BENCH_CONNECTIONS (20), BENCH_SECONDS (15);
// BENCH_CONFIGS: a row for each server configuration on the same fleet, separated by `;`, each a comma
// list of variables (`RENDER_THREADS=0,CATALOG_DETAILS_KEPT=0;` compares both off with the defaults).

const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite').split(',') as ('pglite' | 'postgres')[];
const FLEETS = (process.env.BENCH_FLEETS ?? '1500').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONFIGS = (process.env.BENCH_CONFIGS ?? '').split(';').map((config) => config.trim());
// BENCH_PORT (3960, and the two above it) and BENCH_DIR (.tmp/bench-mix): two runs side by side on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 3960);
const TOKEN = 'bench-public-token-0123456789';
const CACHE = resolve(process.env.BENCH_DIR ?? '.tmp/bench-mix');
const BARE_PORT = PORT + 2;
const measure = (port: number, seconds: number, next: () => string) => measureOn(port, seconds, CONNECTIONS, next);

// Seeded, so two runs draw the same sequence of pages.
const random = seededRandom(0x9e3779b9);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

async function seeded(handle: DatabaseHandle, fleet: number): Promise<void> {
  const started = Date.now();
  await migrateDatabase(handle);
  const result = await seedDemoData(handle.db, { yachts: fleet, mediaDir: join(CACHE, 'media') });
  if (result.seeded) console.error(`  seeded ${fleet} boats on ${handle.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
}

// BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': profile the server (and its threads) under the mix.
const startServer = (env: Record<string, string>, ceilingPath: string): Promise<ChildProcess> =>
  startBenchServer(
    PORT,
    { PUBLIC_API_TOKEN: TOKEN, ...env },
    ceilingPath,
    (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  );

/** Milliseconds from sending to the last byte of each path, one request at a time. */
async function oneAtATime(paths: string[]): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { 'User-Agent': UA, 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: Number(at(0.5).toFixed(1)), p95: Number(at(0.95).toFixed(1)) };
}

const SINGLE = 100;
const rows: string[] = [];
const singles: string[] = [];
const postgres = ENGINES.includes('postgres') ? startPostgres() : undefined;
try {
  for (const engine of ENGINES) {
    for (const size of FLEETS) {
      let env: Record<string, string>;
      if (engine === 'pglite') {
        const dataDir = join(CACHE, `pglite-${size}`);
        await seeded(await openDatabase({ dataDir }), size);
        env = { DATA_DIR: dataDir };
      } else {
        const admin = new pg.Client({ connectionString: postgres!.url });
        await admin.connect();
        await admin.query(`CREATE DATABASE bench_mix_${size}`);
        await admin.end();
        const url = postgres!.url.replace(/\/postgres$/, `/bench_mix_${size}`);
        await seeded(await openDatabase({ url }), size);
        env = { DATABASE_URL: url, DATA_DIR: join(CACHE, 'pg-data') };
      }
      const typical = `/en/search?${randomDates(random)}`;
      for (const config of CONFIGS) {
        const configLabel = config || 'default';
        const configEnv = {
          ...env,
          ...Object.fromEntries(
            config
              .split(',')
              .filter(Boolean)
              .map((pair) => pair.split('=') as [string, string]),
          ),
        };
        const server = await startServer(configEnv, typical);
        try {
          const fleet = await readFleet(`http://127.0.0.1:${PORT}`, TOKEN, size);
          const { searchPath, nextPath } = visitorMix(fleet, random);
          const mix = () => nextPath();
          // The bare ceiling sends the same typical page's HTML, as the real server renders it once.
          const typicalHtml = await (await fetch(`http://127.0.0.1:${PORT}${typical}`, { headers: { 'User-Agent': UA } })).text();
          const bareServer = await startBareServer(typicalHtml, BARE_PORT);
          const { load, real, cpuPerPage, ceiling, bare } = await (async () => {
            await measure(PORT, 3, mix); // warm-up: JIT, plans, the shared reference data
            await measure(PORT + 1, 2, () => typical);
            await measure(BARE_PORT, 2, () => typical);
            const load = loadavg()[0]!.toFixed(1);
            const cpuBefore = await cpuSeconds(server.pid!);
            const real = await measure(PORT, SECONDS, mix);
            const cpuMs = ((await cpuSeconds(server.pid!)) - cpuBefore) * 1000;
            return {
              load,
              real,
              cpuPerPage: cpuMs / (real.rps * SECONDS),
              ceiling: await measure(PORT + 1, SECONDS, () => typical),
              bare: await measure(BARE_PORT, SECONDS, () => typical),
            };
          })().finally(() => bareServer.stop());
          rows.push(
            `| ${engine} | ${size.toLocaleString('en')} | ${configLabel} | ${real.rps.toFixed(0)} | ${real.p50} | ${real.p99} | ${real.non2xx} | ${real.errors} | ${cpuPerPage.toFixed(1)} | ${ceiling.rps.toFixed(0)} | ${ceiling.p99} | ${((100 * real.rps) / ceiling.rps).toFixed(1)} % | ${bare.rps.toFixed(0)} | ${((100 * real.rps) / bare.rps).toFixed(1)} % | ${load} |`,
          );
          const rss = await residentMiB(server.pid!);
          server.kill('SIGTERM');
          await new Promise((ok) => server.once('exit', ok));
          // One page at a time with nothing cached (the page data cache and the render memo off): server
          // time to the last byte over loopback, each request a different page.
          const uncached = await startServer({ ...configEnv, PAGE_DATA_CACHE_MS: '0', RENDER_MEMO_ENTRIES: '0' }, typical);
          try {
            const langs = () => pick(LANGUAGE_CODES);
            // Warm-up: 300 different pages, so the JIT has compiled the render path as it has on a server
            // that has been up a while (nothing is cached: each page is new and both caches are off).
            await oneAtATime(Array.from({ length: 300 }, () => nextPath()));
            const search = await oneAtATime(Array.from({ length: SINGLE }, () => searchPath(langs())));
            const boat = await oneAtATime(
              Array.from({ length: SINGLE }, () => {
                const b = pick(fleet.boats);
                return `/${langs()}/${b.type}/${b.slug}`;
              }),
            );
            const home = await oneAtATime(Array.from({ length: SINGLE }, () => `/${langs()}`));
            singles.push(
              `| ${engine} | ${size.toLocaleString('en')} | ${configLabel} | ${search.p50} | ${search.p95} | ${boat.p50} | ${boat.p95} | ${home.p50} | ${home.p95} | ${rss} |`,
            );
          } finally {
            uncached.kill('SIGTERM');
            await new Promise((ok) => uncached.once('exit', ok));
          }
        } finally {
          if (server.exitCode === null && server.signalCode === null) {
            server.kill('SIGTERM');
            await new Promise((ok) => server.once('exit', ok));
          }
        }
      }
    }
  }
} finally {
  postgres?.stop();
}

console.log(
  `\nnpm run bench:mix — ${CONNECTIONS} connections, ${SECONDS} s per row after a warm-up, every request a different page ` +
    `(50 % dated searches, 40 % boat pages, 10 % country and home pages, 12 languages); ` +
    `${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
);
console.log(
  '| engine | boats | configuration | mixed req/s | p50 ms | p99 ms | non-2xx | errors | server CPU ms / page | ceiling req/s | ceiling p99 ms | mixed / ceiling | bare req/s | mixed / bare | load before |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));

console.log(
  `\nOne page at a time, nothing cached (PAGE_DATA_CACHE_MS=0 RENDER_MEMO_ENTRIES=0), ${SINGLE} different pages each, ms to the last byte; server memory after the mixed run\n`,
);
console.log('| engine | boats | configuration | dated search p50 | p95 | boat page p50 | p95 | home p50 | p95 | server RSS MiB |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
console.log(singles.join('\n'));
