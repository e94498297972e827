import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { selectRows, type DatabaseHandle } from '../../server/db/client';
import { insertRun } from '../../server/connectors/connections-store';
import type { FleetSource } from '../../server/connectors/fleet-source';
import { runSync } from '../../server/connectors/fleet-sync';
import { nausysSource } from '../../server/connectors/nausys/nausys-source';
import { seededTestDatabase } from '../setup/test-db';
import { startNausysSimulator, type NausysSimulator } from '../simulators/nausys/simulator';
import { makeCompany } from './operators-fixtures';

// Issue 29 with ASVS V12.6 (server-side request forgery): a boat's photo addresses come from the fleet
// system's answers, and the sync fetches them. Only the configured system's own host may be on a private
// network (a simulator here); any other address that is not public https — a cloud metadata address, a
// private host, a file — is not fetched, and the report says how many photos could not be loaded.

const SNEAKY = ['http://169.254.169.254/latest/meta-data/', 'https://10.0.0.1/photo.jpg', 'file:///etc/passwd'];

let sim: NausysSimulator;
let database: DatabaseHandle;
let mediaDir = '';

beforeAll(async () => {
  sim = await startNausysSimulator({ boats: 1, seed: 9 });
  database = await seededTestDatabase({ yachts: 3 });
  mediaDir = await mkdtemp(join(tmpdir(), 'photo-guard-'));
}, 120_000);

afterAll(async () => {
  await sim.close();
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('photos a fleet system names (issue 29, ASVS V12.6)', () => {
  it('fetches the system’s own, refuses addresses on other private hosts or schemes, and says so', async () => {
    if (sim.credentials.system !== 'nausys') throw new Error('a NauSYS simulator');
    const real = nausysSource({
      baseUrl: sim.url,
      username: sim.credentials.username,
      password: sim.credentials.password,
      timeoutMs: 2_000,
    });
    let own: string[] = [];
    const source: FleetSource = {
      ...real,
      boat: async (id, range) => {
        const boat = await real.boat(id, range);
        own = boat.photoUrls;
        return { ...boat, photoUrls: [...SNEAKY, ...boat.photoUrls] };
      },
    };
    const companyId = (await makeCompany(database, 'Photo Guard Charter')).id;
    const config = loadConfig({ NODE_ENV: 'test', NAUSYS_URL: sim.url });
    const run = (await insertRun(database.db, companyId, 'operator', new Date(), null))!;
    await runSync({ config, db: database.db, logger: pino({ level: 'silent' }), mediaDir, now: () => new Date() }, companyId, source, run);

    const [done] = await selectRows<{ report: { outcome: string; detail?: string }[] }>(
      database.db,
      sql`select report from fleet_sync_runs where id = ${run.id}`,
    );
    expect(done!.report).toEqual([expect.objectContaining({ outcome: 'added', detail: `${SNEAKY.length} photo(s) could not be loaded` })]);
    const [boat] = await selectRows<{ images: string[] }>(
      database.db,
      sql`select images from yachts where source_company_id = ${companyId}`,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(boat!.images).toHaveLength(own.length);
  }, 120_000);
});
