import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../../server/db/client';
import { FleetSourceError, type FleetSource } from '../../server/connectors/fleet-source';
import { resetCircuit, resilientSource } from '../../server/connectors/resilient-source';
import { seededTestDatabase } from '../setup/test-db';
import { testApp, TEST_TOKEN } from '../setup/test-app';
import { makeCompany } from './operators-fixtures';

// Issue 29: "while a fleet system is down, search still shows the last synced data with its age". The boat
// page asks GET /api/yacht-freshness/{id} after hydration: null for a boat entered by hand; for a boat of a
// company's fleet system, the company's last successful sync and whether this server reaches the system (its
// circuit breaker is closed). A boat that is not on the site is a 404, a malformed id a 4xx, never a 500.

describe('GET /api/yacht-freshness/{yacht_id} (issue 29)', () => {
  let app: Express;
  let database: DatabaseHandle;
  let catalog: { settle(): Promise<void> };
  let companyId = 0;
  let handEntered = 0;
  let imported = 0;
  let hidden = 0;
  const ranAt = new Date('2026-11-27T08:15:00.000Z');

  const freshness = (id: string | number) =>
    request(app)
      .get(`/api/yacht-freshness/${id}`)
      .set({ Authorization: `Bearer ${TEST_TOKEN}` });

  beforeAll(async () => {
    database = await seededTestDatabase({ yachts: 4 });
    ({ app, catalog } = await testApp({}, { database }));
    companyId = (await makeCompany(database, 'Freshness Charter')).id;
    const ids = (await selectRows<{ id: number }>(database.db, sql`select id from yachts where published order by id limit 3`)).map(
      (r) => r.id,
    );
    [handEntered, imported, hidden] = ids as [number, number, number];
    // A boat brought in by the company's sync, as fleet-import-store.ts marks it, and the company's runs: an
    // older success, the last success, and a failed run after it (a failure does not make the data fresher).
    await database.db.execute(
      sql`update yachts set source_company_id = ${companyId}, external_id = 'bm-' || id where id in (${imported}, ${hidden})`,
    );
    await database.db.execute(sql`update yachts set published = false where id = ${hidden}`);
    await database.db.execute(sql`
      insert into fleet_sync_runs (company_id, trigger, status, started_at, heartbeat_at, finished_at) values
        (${companyId}, 'schedule', 'succeeded', '2026-11-26T08:00:00Z', '2026-11-26T08:05:00Z', '2026-11-26T08:05:00Z'),
        (${companyId}, 'schedule', 'succeeded', '2026-11-27T08:00:00Z', ${ranAt.toISOString()}, ${ranAt.toISOString()}),
        (${companyId}, 'schedule', 'failed', '2026-11-27T09:00:00Z', '2026-11-27T09:01:00Z', '2026-11-27T09:01:00Z')`);
    await catalog.settle();
  }, 120_000);

  afterAll(async () => {
    resetCircuit(companyId);
    await database.close();
  });

  it('the boat page’s data says which boats come from a fleet system, so only their pages ask', async () => {
    const slugs = await selectRows<{ id: number; slug: string }>(
      database.db,
      sql`select id, slug from yachts where id in (${handEntered}, ${imported})`,
    );
    const page = async (id: number) =>
      (
        await request(app)
          .get(`/api/yacht/${slugs.find((r) => r.id === id)!.slug}`)
          .set({ Authorization: `Bearer ${TEST_TOKEN}` })
      ).body.data.from_fleet_system;
    expect(await page(handEntered)).toBe(false);
    expect(await page(imported)).toBe(true);
  });

  it('answers null for a boat entered by hand', async () => {
    const res = await freshness(handEntered);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an imported boat with its company’s last successful sync, the system answering', async () => {
    const res = await freshness(imported);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { synced_at: ranAt.toISOString(), answering: true } });
  });

  it('says the system is not answering while this server’s circuit to it is open', async () => {
    // Five outages in a row open the company's breaker, as five failed calls from a sync or a booking would.
    const down: FleetSource = {
      system: 'booking_manager',
      verify: () => Promise.reject(new FleetSourceError('unavailable', 'down')),
      bases: () => Promise.reject(new Error('not called')),
      boatIds: () => Promise.reject(new Error('not called')),
      boat: () => Promise.reject(new Error('not called')),
      holds: () => Promise.reject(new Error('not called')),
      placeOption: () => Promise.reject(new Error('not called')),
      book: () => Promise.reject(new Error('not called')),
      release: () => Promise.reject(new Error('not called')),
    };
    const guarded = resilientSource(down, companyId);
    for (let i = 0; i < 5; i++) await expect(guarded.verify()).rejects.toBeInstanceOf(FleetSourceError);

    const res = await freshness(imported);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { synced_at: ranAt.toISOString(), answering: false } });

    resetCircuit(companyId);
    expect((await freshness(imported)).body.data.answering).toBe(true);
  });

  it('answers null as the sync time before the company’s first sync has succeeded', async () => {
    const other = (await makeCompany(database, 'Never Synced')).id;
    await database.db.execute(sql`update yachts set source_company_id = ${other}, external_id = 'bm-new' where id = ${handEntered}`);
    try {
      expect((await freshness(handEntered)).body).toEqual({ data: { synced_at: null, answering: true } });
    } finally {
      await database.db.execute(sql`update yachts set source_company_id = null, external_id = null where id = ${handEntered}`);
    }
  });

  it('is a 404 for an unknown or unpublished boat', async () => {
    expect((await freshness(999_999)).status).toBe(404);
    expect((await freshness(hidden)).status).toBe(404);
  });

  it('refuses a malformed id with a 4xx, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '12345678901', '%00', "1'or'1"]) {
      const res = await freshness(encodeURIComponent(id));
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });

  it('needs the site token like the other boat reads', async () => {
    expect((await request(app).get(`/api/yacht-freshness/${imported}`)).status).toBe(401);
  });

  it('is in the API description', async () => {
    const doc = await request(app).get('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toContain('/yacht-freshness/{yacht_id}');
  });
});
