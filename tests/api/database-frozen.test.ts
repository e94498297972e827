import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { seedDemoData } from '../../server/db/seed/seed-demo';
import { PERSON_UA, TEST_TOKEN, testApp } from '../setup/test-app';

// Issue 14, item 2: a database that hangs must not hang the server. A PostgreSQL cluster of this file's own
// (scripts/postgres-throwaway.sh; the shared one of TEST_DATABASE_URL serves other files at the same time)
// is frozen with SIGSTOP, as a hung server or a network partition looks to the client: connections stay
// open and nothing answers. The API and the pages must answer 503 with Retry-After within their bounds,
// /readyz 503 within a second, /healthz 200; after SIGCONT everything must come back by itself. Runs with
// the PostgreSQL suites (.ci/run sets TEST_DATABASE_URL), like the PostgreSQL-only booking race.

const ENV = {
  DEMO_DATA: 'false',
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_STATEMENT_TIMEOUT_MS: '1500',
  DATABASE_QUERY_TIMEOUT_MS: '2000',
  API_TIMEOUT_MS: '3000',
  // Every request must reach the database: no reuse of earlier answers or renders.
  PAGE_DATA_CACHE_MS: '0',
  RENDER_MEMO_ENTRIES: '0',
};
// The longest a request may take while the database hangs: the pool wait or the query timeout, whichever
// applies, plus room for a machine shared with other suites.
const API_BOUND_MS = 4_500;
const PAGE_BOUND_MS = 4_500;
const READY_BOUND_MS = 1_000;

const api = { Authorization: `Bearer ${TEST_TOKEN}` };
let clusterDir = '';
let database: DatabaseHandle | undefined;
let server: Server | undefined;
let base = '';
let frozen: number[] = [];

/** The postmaster (first line of postmaster.pid) and every process it started. */
function clusterProcesses(): number[] {
  const postmaster = Number(readFileSync(join(clusterDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // /proc/PID/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after its ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // the process ended while we looked
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function freeze() {
  frozen = clusterProcesses();
  for (const pid of frozen) process.kill(pid, 'SIGSTOP');
}

function thaw() {
  for (const pid of frozen.splice(0).reverse()) process.kill(pid, 'SIGCONT');
}

/** One request's status, Retry-After and duration; status 0 when no answer came within 10 s (a hang). */
async function timed(path: string, headers: Record<string, string>) {
  const started = Date.now();
  const res = await request(base)
    .get(path)
    .set(headers)
    .timeout(10_000)
    .catch(() => undefined);
  return { status: res?.status ?? 0, retryAfter: res?.headers['retry-after'], ms: Date.now() - started };
}

const allAnswer = async () =>
  (
    await Promise.all([
      timed('/api/news/en', api),
      timed('/api/yacht-list', api),
      timed('/en/destinations', { 'User-Agent': PERSON_UA }),
      timed('/readyz', {}),
    ])
  ).map((r) => r.status);

describe.skipIf(!process.env.TEST_DATABASE_URL)('a hung database (issue 14, item 2)', () => {
  beforeAll(async () => {
    const dirFile = join(mkdtempSync(join(tmpdir(), 'bw-frozen-')), 'dir');
    const url = execFileSync('scripts/postgres-throwaway.sh', ['start'], {
      env: { ...process.env, PG_THROWAWAY_DIR_FILE: dirFile },
      encoding: 'utf8',
    }).trim();
    clusterDir = readFileSync(dirFile, 'utf8').trim();
    rmSync(join(dirFile, '..'), { recursive: true, force: true });
    // The server's own start: the configured timeouts reach the pool through prepareDatabase.
    const env = { ...ENV, DATABASE_URL: url };
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_API_TOKEN: TEST_TOKEN, ...env });
    database = await prepareDatabase(config, pino({ level: 'silent' }));
    await seedDemoData(database.db, { yachts: 10, images: false });
    const { app } = await testApp(env, { database });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    thaw();
    if (server) await new Promise((resolve) => server!.close(resolve));
    await database?.close();
    if (clusterDir) execFileSync('scripts/postgres-throwaway.sh', ['stop', clusterDir]);
  }, 60_000);

  it('answers 503 with Retry-After within its bounds while frozen, /readyz 503 within a second, and recovers after SIGCONT', async () => {
    expect(await allAnswer()).toEqual([200, 200, 200, 200]);

    freeze();
    // Twice: first on the pool's open connections (they wait for an answer), then on a pool whose
    // connections are all stuck or dropped (new ones cannot be opened).
    for (let round = 1; round <= 2; round++) {
      const [list, page, ready, health] = await Promise.all([
        timed('/api/news/en', api),
        timed('/en/destinations', { 'User-Agent': PERSON_UA }),
        // /readyz answers from its last background check (server/readiness.ts), at most a second old.
        new Promise((resolve) => setTimeout(resolve, READY_BOUND_MS)).then(() => timed('/readyz', {})),
        timed('/healthz', {}),
      ]);
      expect({ round, status: list.status, retryAfter: list.retryAfter }).toEqual({ round, status: 503, retryAfter: '30' });
      expect(list.ms).toBeLessThan(API_BOUND_MS);
      expect({ round, status: page.status, retryAfter: page.retryAfter }).toEqual({ round, status: 503, retryAfter: '30' });
      expect(page.ms).toBeLessThan(PAGE_BOUND_MS);
      expect({ round, status: ready.status }).toEqual({ round, status: 503 });
      expect(ready.ms).toBeLessThan(READY_BOUND_MS);
      expect({ round, status: health.status }).toEqual({ round, status: 200 });
    }
    // Searches answer from the in-memory catalog, which may still answer at first; once its listening
    // connection has missed its heartbeat (within about two and a half seconds, less than the two rounds
    // took) it could miss a booking, so it answers 503 at once.
    const catalog = await timed('/api/yacht-list', api);
    expect({ status: catalog.status, retryAfter: catalog.retryAfter }).toEqual({ status: 503, retryAfter: '30' });
    expect(catalog.ms).toBeLessThan(API_BOUND_MS);

    thaw();
    const thawed = Date.now();
    let statuses = await allAnswer();
    while (statuses.some((s) => s !== 200) && Date.now() - thawed < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      statuses = await allAnswer();
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    // By itself and promptly: no restart, no wait for a long timeout.
    expect(Date.now() - thawed).toBeLessThan(5_000);
  }, 90_000);
});
