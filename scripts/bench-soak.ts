import { readFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { LANGUAGE_CODES } from '../src/contract/languages';
import { seededRandom } from './seeded-random';
import { startServer } from './start-server';
import { readFleet, visitorMix } from './visitor-mix';

// npm run bench:soak — the production build under all-different traffic for SOAK_MINUTES (10), one row a
// minute: requests, p50 and p99, 5xx and socket errors, resident memory and V8 heap (issue 25). Every
// request is a URL not sent before: 70 % pages as visitors ask for them (scripts/visitor-mix.ts: dated
// searches, boat pages, country and home pages, 12 languages), 20 % API reads (searches with random
// filters, boats), 10 % malformed requests (bad percent-encoding, junk queries), which must be 4xx.
// A memory figure that climbs minute after minute is a leak; p99 that climbs is a queue. Loopback only,
// bounded by time. SOAK_MINUTES, SOAK_CONNECTIONS (20).

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20);
const PORT = 3970;
const METRICS_PORT = 3971;
const TOKEN = 'bench-soak-token-0123456789';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BAD = ['%', '%FF', '%C3', '%C3%28', '%E0%A4%A', '%00', '..%2F', '%ED%A0%80'];

const started = Date.now();
const server = await startServer({ port: PORT, env: { PUBLIC_API_TOKEN: TOKEN, METRICS_PORT: String(METRICS_PORT) } });
console.error(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (fresh data directory, demo fleet seeded)`);

const random = seededRandom(0x50a6);
const fleet = await readFleet(server.origin, TOKEN, 1_500);
const mix = visitorMix(fleet, random);
const seen = new Set<string>();
let serial = 0;

/** The next request: a path never sent before, with the headers its kind needs. */
function next(): { path: string; headers: Record<string, string> } {
  const draw = random();
  const n = ++serial;
  let path: string;
  let headers: Record<string, string> = {};
  if (draw < 0.7) path = mix.nextPath();
  else if (draw < 0.9) {
    headers = { Authorization: `Bearer ${TOKEN}` };
    path = mix.chance(0.6)
      ? `/api/yacht-list?${mix.searchPath('en').split('?')[1]}&bases_counter=additional`
      : `/api/yacht/${mix.pick(fleet.boats).slug}?locale=${mix.pick(LANGUAGE_CODES)}`;
  } else {
    const bad = mix.pick(BAD);
    path = mix.pick([
      `/${mix.pick(LANGUAGE_CODES)}/sailing-yacht/${bad}${n}`,
      `/en/news/${n}${bad}`,
      `/de/search?date_start=${bad}&n=${n}`,
      `/api/yacht/${bad}${n}`,
    ]);
    if (path.startsWith('/api')) headers = { Authorization: `Bearer ${TOKEN}` };
  }
  // A path drawn twice gets something new. A page ignores a query key it does not know, so it gets a
  // harmless marker; the API refuses one (400), so a boat read seen before becomes a search instead, whose
  // dates and filters make it new.
  if (seen.has(path) && path.startsWith('/api/')) path = `/api/yacht-list?${mix.searchPath('en').split('?')[1]}&bases_counter=additional`;
  if (seen.has(path)) path += `${path.includes('?') ? '&' : '?'}visit=${n}`;
  seen.add(path);
  return { path, headers };
}

async function residentMiB(pid: number): Promise<number> {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
}

async function heapUsedMiB(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const bytes = Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1]);
  return Math.round(bytes / 2 ** 20);
}

const rows: string[] = [];
const memoryAtStart = await residentMiB(server.child.pid!);
try {
  for (let minute = 1; minute <= MINUTES; minute++) {
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: 60,
      headers: { 'User-Agent': UA, 'Accept-Encoding': 'gzip' },
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            const { path, headers } = next();
            return { ...req, path, headers: { ...req.headers, ...headers } };
          },
        },
      ],
    });
    const row = {
      minute,
      requests: result.requests.total,
      rps: result.requests.average.toFixed(0),
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result['2xx'] + result['3xx'],
      client: result['4xx'],
      server: result['5xx'],
      errors: result.errors + result.timeouts,
      rss: await residentMiB(server.child.pid!),
      heap: await heapUsedMiB(),
    };
    rows.push(
      `| ${row.minute} | ${row.requests} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.ok} | ${row.client} | ${row.server} | ${row.errors} | ${row.rss} | ${row.heap} |`,
    );
    console.error(rows.at(-1));
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}`);
  }
} finally {
  await server.stop();
}

console.log(
  `\nnpm run bench:soak — ${MINUTES} × 60 s, ${CONNECTIONS} connections, ${seen.size.toLocaleString('en')} distinct URLs (every request a new one: ` +
    `70 % pages, 20 % API reads, 10 % malformed); production build, embedded PGlite, 1,500 boats; resident memory ${memoryAtStart} MiB before the load; ` +
    `${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
);
console.log('| minute | requests | req/s | p50 ms | p99 ms | 2xx/3xx | 4xx | 5xx | socket errors | RSS MiB | heap used MiB |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
