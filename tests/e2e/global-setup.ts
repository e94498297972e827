import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyDataDir, startServer } from '../../scripts/start-server';
import { drawDemoImages } from '../../server/db/seed/demo-images';

// Starts the production build (npm run test:e2e builds it first) on a free port for the browser tests.
// First the build fills two data directories as a fresh clone's first start does, one with the demo fleet
// and one without (DEMO_DATA=false), and stops: the shared server here and the suites that start servers
// of their own serve copies of them (startServer's copyOf), which spares each such start PGlite's initdb,
// the migrations and the demo's seeding (10–40 s apiece on two cores).
let server: ChildProcess | undefined;
let dataDir: string | undefined;
const templates: string[] = [];

async function dataTemplate(name: string, port: number, env: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `bw-e2e-${name}-`));
  templates.push(dir);
  const filling = await startServer({ port, dataDir: dir, env });
  await filling.stop();
  // The server draws the demo's pictures in the background once it answers: what the stop cut short is
  // drawn here, once, rather than by every server started on a copy.
  if (env.DEMO_DATA !== 'false') await drawDemoImages(join(dir, 'media'));
  return dir;
}

export async function setup(project: TestProject) {
  // E2E_BASE_URL (with E2E_DATA_DIR): test a production server that is already running instead.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    return;
  }
  if (!existsSync('dist/server/index.js')) throw new Error('No build: run npm run build first (npm run test:e2e does)');
  const [demo, empty] = await Promise.all([
    dataTemplate('demo', 3800 + Math.floor(Math.random() * 45), {}),
    dataTemplate('empty', 3850 + Math.floor(Math.random() * 45), { DEMO_DATA: 'false' }),
  ]);
  project.provide('demoDataDir', demo);
  project.provide('emptyDataDir', empty);
  const port = 3900 + Math.floor(Math.random() * 90);
  dataDir = mkdtempSync(join(tmpdir(), 'bw-e2e-'));
  copyDataDir(demo, dataDir);
  server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      TRUST_PROXY: 'true',
      // Issue 27: the console's first owner, invited at start (build-contract.test.ts signs in as them).
      OPERATOR_BOOTSTRAP_EMAIL: 'owner@contract.e2e.example',
    },
    // TRUST_PROXY: the contract suite (build-contract.test.ts) gives each request an X-Forwarded-For of its
    // own, so its rate-limited calls leave the other suites' allowance for 127.0.0.1 alone.
    // Its access log would bury the test output; errors still show on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Migrating and seeding 1,500 boats takes 10–30 s on this machine.
  // E2E_READY_MS: longer on a machine shared with other work, where seeding alone can pass two minutes.
  const readyMs = Number(process.env.E2E_READY_MS ?? 120_000);
  const deadline = Date.now() + readyMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready in ${readyMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', base);
  // The mail outbox (DATA_DIR/outbox): the password reset and booking tests read their mails there.
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  for (const dir of [dataDir, ...templates]) if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A data directory the build filled with the demo fleet at a first start, to copy (startServer's copyOf). */
    demoDataDir: string;
    /** A data directory the build made at a first start with DEMO_DATA=false: migrated, no fleet. */
    emptyDataDir: string;
  }
}
