import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { addDays, isoDateOf } from '../src/contract/iso-date';
import { LANGUAGE_CODES } from '../src/contract/languages';
import { startServer, type RunningServer } from './start-server';

// npm run bench:latency — issue 15's one-page-at-a-time targets (a dated search ≤ 10 ms, a boat page ≤ 5 ms,
// home on a miss ≤ 10 ms), compared across builds that all run at once: each page goes to every build in
// turn, the order rotating, so a machine that slows down for a minute slows every build alike (measured
// one build after another, the same build's p50 moved by a millisecond between runs). Caches off, every
// page different, 12 languages; ms from sending to the last byte over loopback.
// Each server that runs costs the others some time even when idle (about half a millisecond a page with
// two), so a target is read from a run of one build, and a comparison from a run of several.
// BENCH_BUILDS: build directories (default: this one); BENCH_REQUESTS per kind and build (300, after 300 to
// warm up). Each build serves its own copy of DATA_DIR (default ./data, the demo fleet).
const BUILDS = (process.env.BENCH_BUILDS ?? '.').split(',').map((dir) => resolve(dir));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3993);
const DATA = resolve(process.env.DATA_DIR ?? 'data');
const TOKEN = 'bluewater-public-development-token';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function timed(origin: string, path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, { headers: { 'User-Agent': UA, 'Accept-Encoding': 'gzip' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.status} for ${origin}${path}`);
  return performance.now() - started;
}

const servers: (RunningServer & { build: string })[] = [];
try {
  for (const [i, build] of BUILDS.entries()) {
    const server = await startServer({
      port: FIRST_PORT + i,
      build,
      copyOf: DATA,
      env: { PAGE_DATA_CACHE_MS: '0', RENDER_MEMO_ENTRIES: '0' },
    });
    servers.push({ ...server, build });
  }
  // Boats from the whole fleet, not just the best rated (the list's first page), whose pages carry the most reviews.
  const boats: string[] = [];
  for (let page = 1; page <= 40; page++) {
    const res = await fetch(`${servers[0]!.origin}/api/yacht-list-all?per_page=50&page=${page}`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const { data } = (await res.json()) as { data: { slug: string; type: { slug: string } }[] };
    if (data.length === 0) break;
    boats.push(...data.map((b) => `/${b.type.slug}/${b.slug}`));
  }
  const week = addDays(isoDateOf(new Date()), 30);
  const lang = (i: number) => LANGUAGE_CODES[i % LANGUAGE_CODES.length]!;
  const kinds: [string, (i: number) => string][] = [
    [
      'dated search',
      (i) => `/${lang(i)}/search?date_start=${addDays(week, (i % 60) * 2)}&date_end=${addDays(week, (i % 60) * 2 + 7)}&cabins_min=${i % 4}`,
    ],
    ['boat page', (i) => `/${lang(i)}${boats[(i * 7919) % boats.length]}`],
    ['home', (i) => `/${lang(i)}`],
  ];
  const rows: string[] = [];
  for (const [kind, path] of kinds) {
    const times = servers.map((): number[] => []);
    for (let i = 0; i < 300; i++) for (const s of servers) await timed(s.origin, path(10_000 + i));
    for (let i = 0; i < REQUESTS; i++) {
      for (let k = 0; k < servers.length; k++) {
        const at = (i + k) % servers.length;
        times[at]!.push(await timed(servers[at]!.origin, path(i)));
      }
    }
    for (const [at, list] of times.entries()) {
      list.sort((a, b) => a - b);
      const q = (f: number) => list[Math.min(list.length - 1, Math.floor(f * list.length))]!.toFixed(2);
      rows.push(`| ${kind} | ${servers[at]!.build} | ${q(0.5)} | ${q(0.95)} |`);
    }
  }
  console.log(
    `npm run bench:latency — one page at a time, builds in turn, ${REQUESTS} different pages per kind and build, caches off; ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`,
  );
  console.log('| pages | build | p50 ms | p95 ms |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
