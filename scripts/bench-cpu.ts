import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addDays, isoDateOf } from '../src/contract/iso-date';
import { startServer, type RunningServer } from './start-server';

// npm run bench:cpu — the server's CPU time (every thread: HTTP, render threads, the embedded database,
// garbage collection) per page, for pages that all differ, with the page data cache and the render memo
// off. Unlike requests per second, it hardly moves with what else the machine is doing, so it compares
// builds that differ by little. BENCH_BUILDS: build directories to compare (default: this one), their turns
// alternating, BENCH_ROUNDS turns each (3); BENCH_REQUESTS per turn (800, after 200 to warm up), 4 at a
// time. Each build serves a copy of DATA_DIR (default ./data, the demo fleet). Loopback only.
// BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': node's flags for the servers.
const BUILDS = (process.env.BENCH_BUILDS ?? '.').split(',').map((dir) => resolve(dir));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 800);
const PORT = Number(process.env.BENCH_PORT ?? 3991);
const DATA = resolve(process.env.DATA_DIR ?? 'data');
const TOKEN = 'bluewater-public-development-token';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
const LANGS = ['en', 'de', 'fr', 'it', 'es', 'nl'];

/** utime + stime of the process (all its threads), in ms. */
function cpuMs(server: RunningServer): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `measureWith` against the build's server on a copy of DATA_DIR, then stops it and drops the copy. */
async function withServer<T>(build: string, env: Record<string, string>, measureWith: (server: RunningServer) => Promise<T>): Promise<T> {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startServer({ port: PORT, build, copyOf: DATA, env, nodeArgs });
  try {
    return await measureWith(server);
  } finally {
    await server.stop();
  }
}

const measure = (build: string, kind: 'search' | 'boat', boats: string[]) =>
  withServer(build, { PAGE_DATA_CACHE_MS: '0', RENDER_MEMO_ENTRIES: '0' }, async (server) => {
    const week = addDays(isoDateOf(new Date()), 60);
    const path = (i: number) => {
      const start = addDays(week, (i % 40) * 2);
      const dates = `date_start=${start}&date_end=${addDays(start, 7)}`;
      const lang = LANGS[i % LANGS.length]!;
      return kind === 'search' ? `/${lang}/search?${dates}&cabins_min=${i % 4}` : `/${lang}${boats[i % boats.length]}?${dates}`;
    };
    const run = async (count: number, from: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < count) {
            const res = await fetch(`${server.origin}${path(from + next++)}`, { headers: { 'User-Agent': UA } });
            if (!res.ok) throw new Error(`${res.status} for ${res.url}`);
            await res.arrayBuffer();
          }
        }),
      );
    };
    await run(200, 100_000);
    const before = cpuMs(server);
    await run(REQUESTS, 0);
    return (cpuMs(server) - before) / REQUESTS;
  });

/** Boat paths of the first build's fleet (its first page of boats). */
const boatPaths = () =>
  withServer(BUILDS[0]!, {}, async (server) => {
    const res = await fetch(`${server.origin}/api/yacht-list-all`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const body = (await res.json()) as { data: { slug: string; type: { slug: string } }[] };
    return body.data.map((b) => `/${b.type.slug}/${b.slug}`);
  });

const boats = await boatPaths();
const rows: string[] = [];
for (const kind of ['search', 'boat'] as const) {
  const results = new Map<string, number[]>(BUILDS.map((b) => [b, []]));
  for (let round = 0; round < ROUNDS; round++) for (const build of BUILDS) results.get(build)!.push(await measure(build, kind, boats));
  for (const [build, ms] of results)
    rows.push(
      `| ${kind} | ${build} | ${ms.map((m) => m.toFixed(2)).join(', ')} | ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(2)} |`,
    );
}
console.log(`npm run bench:cpu — server CPU ms per page (all threads), ${REQUESTS} different pages per turn, 4 at a time, caches off`);
console.log('| pages | build | CPU ms per page, each turn | mean |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
