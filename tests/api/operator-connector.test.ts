import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { insertOperator } from '../../server/operators/operators-store';
import { startSession } from '../../server/operators/operator-sessions';
import { startBookingManagerSimulator, type BookingManagerSimulator } from '../simulators/booking-manager/simulator';
import type { FleetSimulator } from '../simulators/fleet-simulator';
import { startNausysSimulator } from '../simulators/nausys/simulator';
import { testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { makeCompany, TEST_SECRETS_KEY } from './operators-fixtures';

// Issue 29: the fleet-system connector's console endpoints. Owners connect Booking Manager (the credentials
// checked with the system first — refused ones named at their field, a system that does not answer a 503 and
// nothing saved — and never answered back), managers read and start syncs, agents are refused; a sync answers
// its run at once and reports per boat; another company's run is a 404; disconnecting keeps the boats;
// another company connects NauSYS with a user name and password (the Booking Manager and NauSYS simulators).

const BOATS = 6;
let app: Express;
let database: DatabaseHandle;
let dataDir: string;
let simulator: BookingManagerSimulator;
let nausys: FleetSimulator;
let company: number;
const tokens: Record<'owner' | 'manager' | 'agent' | 'otherOwner', string> = { owner: '', manager: '', agent: '', otherOwner: '' };

const call = (method: 'get' | 'put' | 'post' | 'delete', path: string, role: keyof typeof tokens) => {
  const agent = request(app);
  return agent[method](`/api${path}`).set({ Authorization: `Bearer ${tokens[role]}` });
};

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function operatorToken(companyId: number, role: 'owner' | 'manager' | 'agent') {
  const row = await insertOperator(database.db, { companyId, email: `${role}-${companyId}-${Date.now()}@example.com`, name: role, role });
  return startSession(database.db, row.id, 'full', new Date());
}

const apiKey = () => (simulator.credentials as { apiKey: string }).apiKey;

/** Asks for the run until it has ended (the sync goes on after the POST answered). */
async function finished(runId: number) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await call('get', `/operator/connector/syncs/${runId}`, 'manager');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.status !== 'running') return res.body;
    if (Date.now() > deadline) throw new Error(`run ${runId} still running`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  simulator = await startBookingManagerSimulator({ boats: BOATS, seed: 29 });
  nausys = await startNausysSimulator({ boats: 3, seed: 29 });
  database = await seededTestDatabase({ yachts: 4, today: new Date().toISOString().slice(0, 10) });
  dataDir = await mkdtemp(join(tmpdir(), 'bw-connector-'));
  ({ app } = await testApp(
    {
      SECRETS_KEY: TEST_SECRETS_KEY,
      DATA_DIR: dataDir,
      BOOKING_MANAGER_URL: simulator.url,
      NAUSYS_URL: nausys.url,
      FLEET_TIMEOUT_MS: '1500',
    },
    { database },
  ));
  company = (await makeCompany(database, 'Kornati Test Charter')).id;
  tokens.owner = await operatorToken(company, 'owner');
  tokens.manager = await operatorToken(company, 'manager');
  tokens.agent = await operatorToken(company, 'agent');
  tokens.otherOwner = await operatorToken((await makeCompany(database, 'Other Yachting')).id, 'owner');
}, 120_000);
afterAll(async () => {
  await simulator?.close();
  await nausys?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the fleet-system connector in the console (issue 29)', () => {
  it('before any connection: owners and managers read connection null; agents are refused everywhere', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const res = await call('get', '/operator/connector', role);
      expect(res.status, role).toBe(200);
      expect(res.body).toEqual({ connection: null, runs: [] });
      const differences = await call('get', '/operator/connector/differences', role);
      expect(differences.status, role).toBe(200);
      expect(differences.body).toEqual({ checked_at: null, differences: [] });
    }
    const body = { system: 'booking_manager', api_key: apiKey(), sync_interval_minutes: 60, enabled: true };
    for (const [method, path] of [
      ['get', '/operator/connector'],
      ['put', '/operator/connector'],
      ['delete', '/operator/connector'],
      ['post', '/operator/connector/syncs'],
      ['get', '/operator/connector/syncs/1'],
      ['get', '/operator/connector/differences'],
    ] as const) {
      const res = await call(method, path, 'agent').send(method === 'put' ? body : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('only owners save or remove the connection; a manager is refused', async () => {
    const put = await call('put', '/operator/connector', 'manager').send({ system: 'booking_manager', api_key: apiKey() });
    expect(put.status).toBe(403);
    expect((await call('delete', '/operator/connector', 'manager')).status).toBe(403);
  });

  it('bad bodies are 422s naming the field: an unknown system, a blank key, an interval of 2 minutes', async () => {
    const unknown = await call('put', '/operator/connector', 'owner').send({ system: 'mmk', api_key: 'x' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toContain('system');

    const blank = await call('put', '/operator/connector', 'owner').send({ system: 'booking_manager', api_key: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.api_key[0]).toMatch(/required/);

    const often = await call('put', '/operator/connector', 'owner').send({
      system: 'booking_manager',
      api_key: apiKey(),
      sync_interval_minutes: 2,
    });
    expect(often.status).toBe(422);
    expect(often.body.errors.sync_interval_minutes[0]).toMatch(/5 to 1440/);

    const nausys = await call('put', '/operator/connector', 'owner').send({ system: 'nausys', username: 'someone', password: '' });
    expect(nausys.status).toBe(422);
    expect(Object.keys(nausys.body.errors)).toContain('password');
    expect((await call('get', '/operator/connector', 'owner')).body.connection).toBeNull();
  });

  it('without a connection a sync is a 404, and so is a run that does not exist', async () => {
    expect((await call('post', '/operator/connector/syncs', 'owner')).status).toBe(404);
    expect((await call('get', '/operator/connector/syncs/987654', 'owner')).status).toBe(404);
    expect((await call('get', '/operator/connector/syncs/abc', 'owner')).status).toBe(404);
    // Past the serial's range: no run, not a failed query.
    expect((await call('get', '/operator/connector/syncs/2147483648', 'owner')).status).toBe(404);
  });

  it('a key the fleet system refuses is a 422 on api_key, and nothing is saved', async () => {
    const res = await call('put', '/operator/connector', 'owner').send({ system: 'booking_manager', api_key: 'not-the-company-key' });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['api_key']);
    expect((await call('get', '/operator/connector', 'owner')).body.connection).toBeNull();
  });

  it('the owner connects with the right key: the company’s name there, a hint but never the key, sealed at rest', async () => {
    const res = await call('put', '/operator/connector', 'owner').send({
      system: 'booking_manager',
      api_key: ` ${apiKey()} `,
      sync_interval_minutes: 30,
      enabled: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connection).toMatchObject({
      system: 'booking_manager',
      remote_name: 'Kornati Blue Charter',
      sync_interval_minutes: 30,
      enabled: false,
      health: 'ok',
      imported_boats: 0,
      last_success_at: null,
    });
    expect(res.body.connection.credentials_hint).toContain(apiKey().slice(-4));
    expect(JSON.stringify(res.body)).not.toContain(apiKey());
    const [row] = await rowsOf<{ credentials_sealed: string }>(
      sql`select credentials_sealed from fleet_connections where company_id = ${company}`,
    );
    expect(row!.credentials_sealed).not.toContain(apiKey());
    // The manager reads the same; the other company still has none.
    expect((await call('get', '/operator/connector', 'manager')).body.connection.remote_name).toBe('Kornati Blue Charter');
    expect((await call('get', '/operator/connector', 'otherOwner')).body.connection).toBeNull();
  });

  it('a manager syncs now: the run answers at once, one at a time, and reports every boat', async () => {
    const started = await call('post', '/operator/connector/syncs', 'manager');
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const runId = started.body.run_id as number;
    expect(runId).toBeGreaterThan(0);
    const again = await call('post', '/operator/connector/syncs', 'owner');
    expect(again.status, JSON.stringify(again.body)).toBe(409);

    const run = await finished(runId);
    expect(run).toMatchObject({ id: runId, trigger: 'operator', status: 'succeeded', error: null });
    expect(run.report).toHaveLength(BOATS);
    expect(run.counts.added, JSON.stringify(run.report)).toBe(BOATS);
    expect(run.report.every((line: { outcome: string }) => line.outcome === 'added')).toBe(true);

    const view = (await call('get', '/operator/connector', 'owner')).body;
    expect(view.connection.imported_boats).toBe(BOATS);
    expect(view.connection.last_success_at).not.toBeNull();
    expect(view.runs[0]).toMatchObject({ id: runId, status: 'succeeded' });

    // Another company's owner never sees the run.
    expect((await call('get', `/operator/connector/syncs/${runId}`, 'otherOwner')).status).toBe(404);
    const differences = await call('get', '/operator/connector/differences', 'owner');
    expect(differences.status).toBe(200);
    expect(differences.body.checked_at).not.toBeNull();
    expect(differences.body.differences).toEqual([]);
  }, 120_000);

  it('a second sync finds the boats unchanged', async () => {
    const started = await call('post', '/operator/connector/syncs', 'owner');
    expect(started.status).toBe(202);
    const run = await finished(started.body.run_id);
    expect(run.status).toBe('succeeded');
    expect(run.counts).toMatchObject({ added: 0, unchanged: BOATS, failed: 0 });
  }, 120_000);

  it('new credentials while the fleet system is down: a 503, the saved connection unchanged', async () => {
    const before = (await call('get', '/operator/connector', 'owner')).body.connection;
    simulator.setMode('down');
    try {
      const res = await call('put', '/operator/connector', 'owner').send({ system: 'booking_manager', api_key: `${apiKey()}x` });
      expect(res.status, JSON.stringify(res.body)).toBe(503);
    } finally {
      simulator.setMode('up');
    }
    expect((await call('get', '/operator/connector', 'owner')).body.connection.credentials_hint).toBe(before.credentials_hint);
  });

  it('settings without credentials keep the saved key', async () => {
    const res = await call('put', '/operator/connector', 'owner').send({
      system: 'booking_manager',
      sync_interval_minutes: 120,
      enabled: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connection).toMatchObject({ sync_interval_minutes: 120, enabled: true, remote_name: 'Kornati Blue Charter' });
  });

  it('the owner disconnects: the connection is gone, the imported boats stay the company’s', async () => {
    const res = await call('delete', '/operator/connector', 'owner');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connection).toBeNull();
    const [boats] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from yachts y join bases b on b.id = y.base_id where b.company_id = ${company}`,
    );
    expect(boats!.n).toBe(BOATS);
    expect((await call('post', '/operator/connector/syncs', 'owner')).status).toBe(404);
  });

  it('another company connects NauSYS: a wrong password is named at the user name, the right one shows only the user name', async () => {
    const { username, password } = nausys.credentials as { username: string; password: string };
    const wrong = await call('put', '/operator/connector', 'otherOwner').send({ system: 'nausys', username, password: `${password}x` });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['username']);

    const res = await call('put', '/operator/connector', 'otherOwner').send({ system: 'nausys', username, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connection).toMatchObject({ system: 'nausys', credentials_hint: username, sync_interval_minutes: 60, enabled: true });
    expect(res.body.connection.remote_name).toMatch(/Adriatic & Aegean Yachting/);
    expect(JSON.stringify(res.body)).not.toContain(password);
    // The first company's page is its own.
    expect((await call('get', '/operator/connector', 'owner')).body.connection).toBeNull();
  });
});
