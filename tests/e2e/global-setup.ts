import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

// Starts the production build (npm run test:e2e builds it first) on a free port for the browser tests.
let server: ChildProcess | undefined;

export async function setup(project: TestProject) {
  if (!existsSync('dist/server/index.js')) throw new Error('No build: run npm run build first (npm run test:e2e does)');
  const port = 3900 + Math.floor(Math.random() * 90);
  server = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SITE_URL: `http://127.0.0.1:${port}` },
    // Its access log would bury the test output; errors still show on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready in 20 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', base);
}

export async function teardown() {
  server?.kill('SIGTERM');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
