import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { selectRows, type DatabaseHandle } from '../../server/db/client';
import { insertRun, runningRun, unfinishedRun } from '../../server/connectors/connections-store';
import { FleetSourceError, type FleetSource } from '../../server/connectors/fleet-source';
import { runSync } from '../../server/connectors/fleet-sync';
import { nausysSource } from '../../server/connectors/nausys/nausys-source';
import { seededTestDatabase } from '../setup/test-db';
import { startNausysSimulator, type NausysSimulator } from '../simulators/nausys/simulator';
import { makeCompany } from './operators-fixtures';

// Issue 29: a sync is resumable. A run the fleet system stops halfway (it goes down after some boats) ends as
// failed with what it did recorded; the next run carries on from the next boat, fetching none of the done
// ones again, and the two runs' report together names every boat once.

const BOATS = 12;
const FAIL_AT = 5;

let sim: NausysSimulator;
let database: DatabaseHandle;
let companyId = 0;
let mediaDir = '';
const asked: string[] = [];

/** The real adapter, counting the boats it is asked for; `failAt`: the system goes down at that boat. */
function counted(source: FleetSource, failAt?: number): FleetSource {
  return {
    ...source,
    boat: async (id, range) => {
      asked.push(id);
      if (failAt !== undefined && asked.length >= failAt) throw new FleetSourceError('unavailable', 'the system went down');
      return source.boat(id, range);
    },
  };
}

beforeAll(async () => {
  sim = await startNausysSimulator({ boats: BOATS, seed: 5 });
  database = await seededTestDatabase({ yachts: 5 });
  companyId = (await makeCompany(database, 'Resume Charter')).id;
  mediaDir = await mkdtemp(join(tmpdir(), 'resume-media-'));
}, 120_000);

afterAll(async () => {
  await sim.close();
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('a sync stopped halfway is carried on (issue 29)', () => {
  it('records the boats it did, fails with why, and the next run does only the rest', async () => {
    if (sim.credentials.system !== 'nausys') throw new Error('a NauSYS simulator');
    const source = nausysSource({
      baseUrl: sim.url,
      username: sim.credentials.username,
      password: sim.credentials.password,
      timeoutMs: 2_000,
    });
    const config = loadConfig({ NODE_ENV: 'test', NAUSYS_URL: sim.url });
    const ctx = { config, db: database.db, logger: pino({ level: 'silent' }), mediaDir, now: () => new Date() };

    const first = (await insertRun(database.db, companyId, 'schedule', new Date(), null))!;
    await runSync(ctx, companyId, counted(source, FAIL_AT), first);
    const [ended] = await selectRows<{ status: string; error: string; done: number }>(
      database.db,
      sql`select status, error, cardinality(done_boat_ids) as done from fleet_sync_runs where id = ${first.id}`,
    );
    expect(ended).toMatchObject({ status: 'failed', done: FAIL_AT - 1 });
    expect(ended!.error).toMatch(/unavailable/);
    expect(await runningRun(database.db, companyId)).toBeNull();

    const carried = await unfinishedRun(database.db, companyId);
    expect(carried?.id).toBe(first.id);
    const second = (await insertRun(database.db, companyId, 'schedule', new Date(), carried))!;
    asked.length = 0;
    await runSync(ctx, companyId, counted(source), second);

    // Only the boats the first run had not done were asked for.
    expect(asked).toEqual(sim.boatIds().slice(FAIL_AT - 1));
    const [run] = await selectRows<{ status: string; report: { externalId: string; outcome: string }[] }>(
      database.db,
      sql`select status, report from fleet_sync_runs where id = ${second.id}`,
    );
    expect(run!.status).toBe('succeeded');
    expect(run!.report.map((e) => e.externalId).sort()).toEqual([...sim.boatIds()].sort());
    expect(run!.report.every((e) => e.outcome === 'added')).toBe(true);
    const [boats] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from yachts where source_company_id = ${companyId}`,
    );
    expect(boats!.n).toBe(BOATS);
  }, 180_000);
});
