import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';

// npm run bench:drain — does a SIGTERM lose requests? A production build runs as a child process on
// loopback; CONNECTIONS keep-alive connections load it; a simulated load balancer probes /readyz every
// PROBE_MS on a fresh connection and, after UNHEALTHY_THRESHOLD failed probes in a row, sends no new
// requests (requests already sent still count). SIGTERM comes mid-load. Counted: failed requests (reset,
// hang-up, refused, timed out), 503s and other 5xx, answers with `Connection: close`, when /readyz first
// said 503, when the process exited. Target: 0 failed, exit under 10 s. Bounded: LOAD_MS of load before the
// signal, the drain itself, and a hard stop at LIMIT_MS. Needs `npm run build` (the npm script runs it).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 3_000);
const PROBE_MS = Number(process.env.BENCH_PROBE_MS ?? 500);
const UNHEALTHY_THRESHOLD = 2;
const REQUEST_TIMEOUT_MS = 10_000;
const LIMIT_MS = 20_000;
const TOKEN = 'bench-public-token-0123456789';
const DATA_DIR = resolve('.tmp/bench-drain');
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// Pages (loaders and a render), API reads (the database) and a static-like answer, in turn.
const PATHS = ['/en/search', '/api/yacht-list?page=1', '/en', '/api/destinations/en', '/en/faq', '/api/yacht-list?page=2'];

if (!existsSync('dist/server/index.js')) {
  console.error('bench:drain needs a production build: npm run build');
  process.exit(2);
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR,
  DEMO_DATA: 'false',
  PUBLIC_API_TOKEN: TOKEN,
  // Warnings and errors only: the access log of thousands of requests is not what is measured.
  LOG_LEVEL: 'warn',
};
if (!existsSync(join(DATA_DIR, 'pgdata'))) {
  console.error('seeding 300 demo boats into .tmp/bench-drain (once)…');
  execFileSync('npx', ['tsx', 'scripts/db-seed.ts', '--yachts', '300'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

const port = await new Promise<number>((ok) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => ok(port));
  });
});
const child = spawn(process.execPath, ['dist/server/index.js'], {
  env: { ...env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const serverWarnings: string[] = [];
child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
  for (const line of chunk.split('\n').filter(Boolean)) {
    try {
      const entry = JSON.parse(line) as { level: number; msg: string };
      if (entry.level >= 40) serverWarnings.push(`${entry.level >= 50 ? 'error' : 'warn'}: ${entry.msg}`);
    } catch {
      serverWarnings.push(line);
    }
  }
});
const exited = new Promise<{ code: number | null; at: number }>((ok) => child.once('exit', (code) => ok({ code, at: performance.now() })));
const hardStop = setTimeout(() => {
  console.error(`bench:drain: still running after ${LIMIT_MS} ms, stopping`);
  child.kill('SIGKILL');
  process.exit(1);
}, LIMIT_MS + 30_000); // the server's start (migrations, i18n) comes before the measured part

interface Outcome {
  at: number;
  status?: number;
  error?: string;
  close: boolean;
}

function get(agent: Agent | false, path: string): Promise<Outcome> {
  return new Promise((ok) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'User-Agent': UA, Authorization: `Bearer ${TOKEN}`, 'Accept-Encoding': 'gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => ok({ at: performance.now(), status: res.statusCode, close: res.headers.connection === 'close' }));
        res.on('error', (err: NodeJS.ErrnoException) => ok({ at: performance.now(), error: err.code ?? err.message, close: false }));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => ok({ at: performance.now(), error: err.code ?? err.message, close: false }));
    req.end();
  });
}

// The server is up when /readyz says so (migrations and start-up done).
const startedWaiting = performance.now();
while ((await get(false, '/readyz')).status !== 200) {
  if (performance.now() - startedWaiting > 30_000) throw new Error('the server did not become ready in 30 s');
  await new Promise((r) => setTimeout(r, 200));
}

// The load balancer: probes on fresh connections, deregisters after UNHEALTHY_THRESHOLD failures in a row.
let routing = true;
let firstNotReady: number | undefined;
let deregistered: number | undefined;
let failedProbes = 0;
const probes = (async () => {
  while (routing) {
    const probe = await get(false, '/readyz');
    if (probe.status === 200) failedProbes = 0;
    else {
      firstNotReady ??= probe.at;
      failedProbes += 1;
      if (failedProbes >= UNHEALTHY_THRESHOLD) {
        deregistered = performance.now();
        routing = false;
        break;
      }
    }
    await new Promise((r) => setTimeout(r, PROBE_MS));
  }
})();

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const outcomes: Outcome[] = [];
let next = 0;
const workers = Array.from({ length: CONNECTIONS }, async () => {
  while (routing) outcomes.push(await get(agent, PATHS[next++ % PATHS.length] as string));
});

await new Promise((r) => setTimeout(r, LOAD_MS));
const signalled = performance.now();
child.kill('SIGTERM');
await Promise.all([...workers, probes]);
const stop = await exited;
clearTimeout(hardStop);
agent.destroy();

const ms = (t: number | undefined) => (t === undefined ? 'never' : `${((t - signalled) / 1000).toFixed(2)} s`);
const afterSignal = outcomes.filter((o) => o.at >= signalled);
const failed = outcomes.filter((o) => o.error);
const byError = new Map<string, number>();
for (const o of failed) byError.set(o.error as string, (byError.get(o.error as string) ?? 0) + 1);
const count = (list: Outcome[], f: (o: Outcome) => boolean) => list.filter(f).length;
const exitSeconds = (stop.at - signalled) / 1000;

console.log(
  `\nbench:drain — ${CONNECTIONS} keep-alive connections, ${LOAD_MS / 1000} s of load, then SIGTERM; load balancer probes /readyz every ${PROBE_MS} ms, unhealthy after ${UNHEALTHY_THRESHOLD}`,
);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}; server: production build, PGlite, 300 boats\n`,
);
console.log(
  '| requests | failed (reset, hang-up, refused, timeout) | 503 | other 5xx | answered after SIGTERM | of which Connection: close | /readyz first 503 | balancer stops sending | process exit (code) |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${outcomes.length} | ${failed.length}${byError.size ? ` (${[...byError].map(([k, v]) => `${k} ${v}`).join(', ')})` : ''} | ${count(outcomes, (o) => o.status === 503)} | ${count(outcomes, (o) => (o.status ?? 0) >= 500 && o.status !== 503)} | ${afterSignal.length} | ${count(afterSignal, (o) => o.close)} | ${ms(firstNotReady)} | ${ms(deregistered)} | ${exitSeconds.toFixed(2)} s (${stop.code}) |`,
);
if (serverWarnings.length) console.log(`\nserver warnings and errors:\n  ${serverWarnings.slice(0, 20).join('\n  ')}`);

const problems = [
  failed.length > 0 && `${failed.length} failed requests`,
  count(outcomes, (o) => (o.status ?? 0) >= 500) > 0 && '5xx answers',
  firstNotReady === undefined && '/readyz never answered 503',
  exitSeconds >= 10 && `exit took ${exitSeconds.toFixed(1)} s (10 s grace period)`,
  stop.code !== 0 && `exit code ${stop.code}`,
].filter(Boolean);
if (problems.length) {
  console.log(`\nFAILED: ${problems.join('; ')}`);
  process.exitCode = 1;
} else console.log('\nOK: no request lost');
