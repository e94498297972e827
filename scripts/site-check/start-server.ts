import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the production build (as tests/e2e/global-setup.ts does) on 127.0.0.1:`port`, with a data directory
 * of its own filled with the demo fleet, and resolves once /readyz answers. `siteUrl` is the origin its
 * absolute links (canonical, hreflang, sitemap) name: the recording proxy in front of it, so a crawler that
 * follows them stays on the proxy.
 */
export async function startServer(port: number, siteUrl: string): Promise<RunningServer> {
  if (!existsSync('dist/server/index.js')) throw new Error('No build: run npm run build first');
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-site-check-'));
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SITE_URL: siteUrl, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'true' },
    // The access log would bury the report; errors still show on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Migrating and seeding 1,500 boats takes 10–30 s on this machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode} before it was ready`);
    }
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not become ready in 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
