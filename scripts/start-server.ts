import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  origin: string;
  /** The server's process (bench:cpu reads its CPU time). */
  child: ChildProcess;
  /** Its DATA_DIR (removed by stop): the build fuzz suite looks for files left behind there. */
  dataDir: string;
  /** Milliseconds from starting the process until /readyz answered 200 (bench:scale's start-up). */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * The process settings `npm start` and the Docker image run with (decision 052): glibc's two memory arenas and
 * V8's young generation at 8 MiB a half. The benchmarks that measure a deployment's memory or speed start their
 * servers with them.
 */
export const AS_DEPLOYED = { MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-semi-space-size=8' } as const;

export interface ServerOptions {
  port: number;
  /** The build's directory (default: this one): several builds can run side by side. */
  build?: string;
  /**
   * A data directory to serve a copy of, lock left out (the benches' fleet). Without it the server gets an
   * empty one and fills it with the demo fleet.
   */
  copyOf?: string;
  /** This (empty) directory to fill and serve, which `stop` then leaves in place: a data template (tests/e2e/global-setup.ts). */
  dataDir?: string;
  /** Settings on top of the production defaults here. */
  env?: Record<string, string>;
  /** Node's own flags (a benchmark's `--cpu-prof`, say). */
  nodeArgs?: string[];
}

/** Copies a data directory that no server is using, leaving its lock file out. */
export function copyDataDir(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('bluewater.lock') });
}

/**
 * Starts a production build (as tests/e2e/global-setup.ts does) on 127.0.0.1:`port`, with a data directory
 * of its own, and resolves once /readyz answers. Used by check-site and the benchmarks that compare builds.
 */
export async function startServer({
  port,
  build = '.',
  copyOf,
  dataDir: keptDir,
  env = {},
  nodeArgs = [],
}: ServerOptions): Promise<RunningServer> {
  const cwd = resolve(build);
  if (!existsSync(join(cwd, 'dist/server/index.js'))) throw new Error(`No build in ${cwd}: run npm run build first`);
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'bw-server-'));
  if (copyOf) copyDataDir(copyOf, dataDir);
  const spawned = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/index.js'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      ...env,
    },
    // The access log would bury the report; errors still show on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // Migrating and seeding 1,500 boats takes 10–30 s on this machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode} before it was ready`);
    }
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, child, dataDir, stop, readyMs: performance.now() - spawned };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not become ready in 120 s');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
