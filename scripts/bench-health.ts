import { execFileSync, fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

// npm run bench:health — is the server still responsive while the embedded database works? Starts the
// production build on the default engine (PGlite under BENCH_DATA_DIR, the 1,500-boat demo fleet, seeded
// on first use), loads the search API with 50 connections and, at the same time, asks /healthz at a
// steady rate on one more connection; prints both latencies. Target (issue 14, item 3): /healthz p99 < 50 ms.
// The load comes from a child process of its own: in one process with the probe, the load generator's own
// work delayed the probe's requests (p99 757 ms measured by the probe against 58 ms from a separate one).
// Loopback only; bounded to ~20 s of load (BENCH_SECONDS of measurement after a 3 s warm-up).
const PORT = Number(process.env.BENCH_PORT ?? 3971);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 50;
const HEALTH_RATE = 50; // requests a second: 750 samples in 15 s, so p99 is not one outlier
const TOKEN = 'bench-public-token-0123456789';
const DATA_DIR = resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-health');

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((ok, fail) => {
    autocannon(options, (err, result) => (err ? fail(err) : ok(result)));
  });
}

/** Searches with dates, four different weeks six weeks ahead, so no two consecutive requests are alike. */
function searchPaths(): string[] {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 45 + ((6 - start.getUTCDay() + 7) % 7));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return [0, 1, 2, 3].map((week) => {
    const from = new Date(start.getTime() + week * 7 * 86_400_000);
    const to = new Date(from.getTime() + 7 * 86_400_000);
    return `/api/yacht-list?page=1&date_start=${day(from)}&date_end=${day(to)}`;
  });
}

const search = (duration: number) =>
  run({
    url: ORIGIN,
    connections: CONNECTIONS,
    duration,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Accept-Encoding': 'gzip' },
    requests: searchPaths().map((path) => ({ method: 'GET' as const, path })),
  });

if (process.argv[2] === '--load') {
  // The child: warm up (JIT, PGlite's caches), tell the parent the measured load begins, report it.
  await search(3);
  process.send!('measuring');
  process.send!(await search(SECONDS));
  process.exit(0);
}

const env = { ...process.env, NODE_ENV: 'production', DATA_DIR, PUBLIC_API_TOKEN: TOKEN, LOG_LEVEL: 'warn', DEMO_DATA: 'false' };
if (!existsSync(resolve(DATA_DIR, 'pgdata'))) {
  console.error(`seeding the demo fleet into ${DATA_DIR} (once)`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', SITE_URL: ORIGIN },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function ready(): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    const ok = await fetch(`${ORIGIN}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('The server did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

try {
  await ready();
  const loader = fork(fileURLToPath(import.meta.url), ['--load'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PORT: String(PORT) },
  });
  const load = new Promise<autocannon.Result>((ok, fail) => {
    loader.on('message', (message) => message !== 'measuring' && ok(message as autocannon.Result));
    loader.once('exit', (code) => fail(new Error(`the load generator exited with ${code}`)));
  });
  await new Promise((ok) => loader.once('message', ok));
  const health = await run({ url: `${ORIGIN}/healthz`, connections: 1, overallRate: HEALTH_RATE, duration: SECONDS });
  const searched = await load;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `npm run bench:health — ${CONNECTIONS} connections on the search API and /healthz at ${HEALTH_RATE}/s from another process, ${SECONDS} s; ` +
      `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );
  console.log('| target | requests | non-2xx | errors/timeouts | req/s | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, r] of [
    ['/api/yacht-list', searched],
    ['/healthz', health],
  ] as const) {
    console.log(
      `| ${name} | ${r.requests.total} | ${r.non2xx} | ${r.errors}/${r.timeouts} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} |`,
    );
  }
  const met = health.latency.p99 < 50 && health.non2xx === 0 && health.errors === 0;
  console.log(`\n/healthz p99 ${health.latency.p99} ms: target < 50 ms ${met ? 'met' : 'NOT met'}`);
  process.exitCode = met ? 0 : 1;
} finally {
  server.kill('SIGTERM');
}
