import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

// What bench:mix and bench:scale measure alike: a load of every-request-different pages against a port, and
// a server's resident memory.

/** A desktop browser's user agent: a crawler's would be served the complete document at once (S1). */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** `connections` at once for `seconds`, each request to the path `next()` gives, accepting gzip as a browser does. */
export async function measure(port: number, seconds: number, connections: number, next: () => string): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: { 'User-Agent': BROWSER_UA, 'Accept-Encoding': 'gzip' },
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: next() }) }],
  });
  // A boat page or search may be a 404 only if the fleet changed under the bench: count, never hide.
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A process's resident memory in MiB (Linux). */
export async function residentMiB(pid: number): Promise<number> {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
}

/**
 * The CPU seconds a process (all its threads, and the zlib work it hands to libuv's pool) has used so far
 * (Linux). Its growth over a run divided by the pages served is the cost of a page, which another load on
 * the machine slows but does not change as much as it changes pages per second.
 */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Starts scripts/bench-server.ts: the production app on `port` and, on `port` + 1, the pipeline's own ceiling
 * (the same pipeline sending `ceilingPath`'s HTML captured once). Resolves once both listen.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  ceilingPath: string,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const server = fork('scripts/bench-server.ts', [], {
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      ...env,
      BENCH_PATHS: ceilingPath,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((ok, fail) => {
    server.once('message', () => ok());
    server.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  return server;
}
