import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

// Starts the production build (npm run test:e2e builds it first) on a free port for the browser tests,
// with a data directory of its own that it fills with the demo fleet at start, as a fresh clone does.
let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  // E2E_BASE_URL (with E2E_DATA_DIR): test a production server that is already running instead.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    return;
  }
  if (!existsSync('dist/server/index.js')) throw new Error('No build: run npm run build first (npm run test:e2e does)');
  const port = 3900 + Math.floor(Math.random() * 90);
  dataDir = mkdtempSync(join(tmpdir(), 'bw-e2e-'));
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
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
