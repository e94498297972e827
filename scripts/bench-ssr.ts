import { fork } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';

// npm run bench:ssr — requests per second and latency of server-rendered pages against the same HTML
// sent as a precomputed string through the same server pipeline (the ceiling), side by side in one
// run. Loopback only, bounded: a fixed duration per target.
// `@boat` is the first boat's page (scripts/bench-server.ts resolves it).
const PATHS = (process.env.BENCH_PATHS ?? '/en,/en/faq,/en/search,@boat').split(',');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3950;

async function startServer(env: Record<string, string>) {
  const server = fork('scripts/bench-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), LOG_LEVEL: 'info', ...env, BENCH_PATHS: PATHS.join(',') },
    // The access log is written as in production, to a pipe nobody reads slowly.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const paths = await new Promise<string[]>((resolve, reject) => {
    server.once('message', (m: { paths: string[] }) => resolve(m.paths));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { server, paths };
}

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
async function measure(port: number, path: string, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'User-Agent': UA, 'Accept-Encoding': 'gzip' },
  });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
  // Errors are requests that timed out (autocannon's 10 s): counted in the table, not hidden.
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts };
}

const tables: string[] = [];
for (const [label, env] of [
  [
    'every request loads its data and renders (PAGE_DATA_CACHE_MS=0, RENDER_MEMO_ENTRIES=0)',
    { PAGE_DATA_CACHE_MS: '0', RENDER_MEMO_ENTRIES: '0' },
  ],
  [
    'as configured by default (page loaders reuse public API answers for 1 s, PAGE_DATA_CACHE_MS=1000; identical requests reuse their render, RENDER_MEMO_ENTRIES=500)',
    {},
  ],
] as const) {
  const { server, paths } = await startServer(env);
  const rows: string[] = [];
  try {
    for (const path of paths) {
      await measure(PORT, path, 2); // warm-up (JIT, caches)
      await measure(PORT + 1, path, 2);
      const rendered = await measure(PORT, path, DURATION);
      const ceiling = await measure(PORT + 1, path, DURATION);
      const ratio = (100 * rendered.rps) / ceiling.rps;
      rows.push(
        `| ${path} | ${rendered.rps.toFixed(0)} | ${rendered.p50} | ${rendered.p99} | ${rendered.errors} | ${ceiling.rps.toFixed(0)} | ${ceiling.p50} | ${ceiling.p99} | ${ratio.toFixed(0)}% |`,
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
  tables.push(
    [
      `\n${label}\n`,
      '| page | rendered req/s | p50 ms | p99 ms | timeouts | ceiling req/s | p50 ms | p99 ms | rendered / ceiling |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
}

console.log(
  `\nnpm run bench:ssr — ${CONNECTIONS} connections, ${DURATION} s per target, ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
console.log(tables.join('\n'));
