import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../../server/db/client';
import { insertOperator } from '../../server/operators/operators-store';
import { startSession } from '../../server/operators/operator-sessions';
import { seededTestDatabase } from '../setup/test-db';
import { testApp, TEST_TOKEN } from '../setup/test-app';
import { makeCompany, TEST_SECRETS_KEY } from './operators-fixtures';

// Issue 27, the fleet: a company's bases in the console. A company made from nothing (DEMO_DATA=false) has
// no base, so it could not add a boat ("no way in but SQL"); here it adds one, and a boat at it reaches the
// public search. Owners and managers write, agents read; another company's operator gets a 404 on every
// endpoint; a base with boats is not deleted (409); every write is in the audit trail with before and after.

let app: Express;
let database: DatabaseHandle;
let demo: { companyId: number; baseId: number };
let destination: { id: number; countryId: number; lat: number; lng: number };
const tokens = { owner: '', manager: '', agent: '', demoOwner: '' };

async function operatorToken(companyId: number, role: 'owner' | 'manager' | 'agent', email: string) {
  const row = await insertOperator(database.db, { companyId, email, name: `${role} ${email}`, role });
  return startSession(database.db, row.id, 'full', new Date());
}

const as = (token: string) => {
  const auth = { Authorization: `Bearer ${token}` };
  return {
    get: (path: string) => request(app).get(`/api${path}`).set(auth),
    post: (path: string, body: object = {}) => request(app).post(`/api${path}`).set(auth).send(body),
    put: (path: string, body: object) => request(app).put(`/api${path}`).set(auth).send(body),
    delete: (path: string) => request(app).delete(`/api${path}`).set(auth),
  };
};

const baseBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marina Nova',
  city: 'Trogir',
  destination_id: destination.id,
  lat: 43.51,
  lng: 16.25,
  ...overrides,
});

async function auditOf(entityId: number) {
  return selectRows<{ action: string; before: unknown; after: unknown }>(
    database.db,
    sql`select action, before, after from audit_log where entity = 'base' and entity_id = ${String(entityId)} order by id`,
  );
}

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 20 });
  ({ app } = await testApp({ SECRETS_KEY: TEST_SECRETS_KEY }, { database, mailer: { send: async () => {} } }));
  const [row] = await selectRows<{ company_id: number; base_id: number }>(
    database.db,
    sql`select b.company_id, b.id as base_id from bases b join yachts y on y.base_id = b.id
        where b.company_id is not null order by b.id limit 1`,
  );
  demo = { companyId: row!.company_id, baseId: row!.base_id };
  [destination] = (
    await selectRows<{ id: number; country_id: number; lat: number; lng: number }>(
      database.db,
      sql`select id, country_id, lat, lng from destinations order by id limit 1`,
    )
  ).map((d) => ({ id: d.id, countryId: d.country_id, lat: d.lat, lng: d.lng })) as [typeof destination];
  const company = await makeCompany(database, 'New Charter Ltd');
  tokens.owner = await operatorToken(company.id, 'owner', 'owner@new-charter.example');
  tokens.manager = await operatorToken(company.id, 'manager', 'manager@new-charter.example');
  tokens.agent = await operatorToken(company.id, 'agent', 'agent@new-charter.example');
  tokens.demoOwner = await operatorToken(demo.companyId, 'owner', 'owner@demo-company.example');
}, 120_000);
afterAll(async () => database.close());

describe('a company’s bases in the console (issue 27, the fleet)', () => {
  let baseId: number;

  it('a company made from nothing has no base, and the site’s destinations to put one in', async () => {
    const res = await as(tokens.agent).get('/operator/bases?locale=de');
    expect(res.status).toBe(200);
    expect(res.body.bases).toEqual([]);
    expect(res.body.destinations.length).toBeGreaterThan(3);
    expect(res.body.destinations[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), country: expect.any(String) });
    expect((await as(tokens.agent).get('/operator/fleet-options')).body.bases).toEqual([]);
  });

  it('a manager adds a base: the country is the destination’s, the slug is made from the name, audited', async () => {
    const res = await as(tokens.manager).post('/operator/bases', baseBody());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    baseId = res.body.id;
    expect(res.body).toMatchObject({
      slug: 'marina-nova',
      name: 'Marina Nova',
      city: 'Trogir',
      destination: { id: destination.id },
      country: { id: destination.countryId },
      lat: 43.51,
      lng: 16.25,
      boats: 0,
    });
    expect(await auditOf(baseId)).toEqual([
      {
        action: 'base.created',
        before: null,
        after: {
          name: 'Marina Nova',
          city: 'Trogir',
          destination_id: destination.id,
          country_id: destination.countryId,
          lat: 43.51,
          lng: 16.25,
        },
      },
    ]);
    const list = await as(tokens.agent).get('/operator/bases');
    expect(list.body.bases.map((b: { id: number }) => b.id)).toEqual([baseId]);
  });

  it('the slug is unique: the same name again (any company) gets a number; without a position the destination’s is taken', async () => {
    const again = await as(tokens.owner).post('/operator/bases', baseBody({ name: 'Marina  NOVA!', lat: undefined, lng: undefined }));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.slug).toBe('marina-nova-2');
    expect(again.body.lat).toBe(destination.lat);
    expect(again.body.lng).toBe(destination.lng);
    const third = await as(tokens.demoOwner).post('/operator/bases', baseBody());
    expect(third.status).toBe(201);
    expect(third.body.slug).toBe('marina-nova-3');
    expect((await as(tokens.demoOwner).delete(`/operator/bases/${third.body.id}`)).status).toBe(200);
    expect((await as(tokens.owner).delete(`/operator/bases/${again.body.id}`)).status).toBe(200);
    const [deleted] = (await auditOf(again.body.id)).slice(-1);
    expect(deleted).toMatchObject({ action: 'base.deleted', after: null, before: { slug: 'marina-nova-2', name: 'Marina  NOVA!' } });
  });

  it('an edit changes every field but the slug, audited with only what changed', async () => {
    const res = await as(tokens.owner).put(`/operator/bases/${baseId}`, baseBody({ city: 'Seget Donji', lat: 43.52 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ slug: 'marina-nova', city: 'Seget Donji', lat: 43.52 });
    expect((await auditOf(baseId)).at(-1)).toEqual({
      action: 'base.updated',
      before: { city: 'Trogir', lat: 43.51 },
      after: { city: 'Seget Donji', lat: 43.52 },
    });
  });

  it('bad input is a 422 on its field, never a 500; an unknown id is a 404', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ city: undefined }, 'city'],
      [{ destination_id: 999_999 }, 'destination_id'],
      [{ destination_id: 'split' }, 'destination_id'],
      [{ lat: 91 }, 'lat'],
      [{ lng: -180.5 }, 'lng'],
      [{ lat: 'north' }, 'lat'],
      [{ lng: undefined }, 'lng'],
      [{ lat: null }, 'lat'],
      [{ name: 'Nul\u0000' }, 'name'],
    ];
    for (const [overrides, field] of cases) {
      const res = await as(tokens.owner).post('/operator/bases', baseBody(overrides));
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(Object.keys(res.body.errors), `${field}: ${JSON.stringify(res.body.errors)}`).toContain(field);
    }
    expect((await as(tokens.owner).post('/operator/bases', [])).status).toBe(422);
    expect((await as(tokens.owner).put('/operator/bases/abc', baseBody())).status).toBe(404);
    expect((await as(tokens.owner).put('/operator/bases/999999', baseBody())).status).toBe(404);
    expect((await as(tokens.owner).delete('/operator/bases/0')).status).toBe(404);
    expect((await as(tokens.owner).get('/operator/bases?locale=xx')).status).toBe(400);
  });

  it('an agent reads the bases but every write is refused (403), and nothing changes', async () => {
    expect((await as(tokens.agent).post('/operator/bases', baseBody({ name: 'Agent Base' }))).status).toBe(403);
    expect((await as(tokens.agent).put(`/operator/bases/${baseId}`, baseBody({ name: 'Agent Base' }))).status).toBe(403);
    expect((await as(tokens.agent).delete(`/operator/bases/${baseId}`)).status).toBe(403);
    const list = await as(tokens.agent).get('/operator/bases');
    expect(list.body.bases).toHaveLength(1);
    expect(list.body.bases[0].name).toBe('Marina Nova');
  });

  it('another company’s operator gets a 404 on every endpoint and does not see the base', async () => {
    expect((await as(tokens.demoOwner).put(`/operator/bases/${baseId}`, baseBody({ name: 'Taken' }))).status).toBe(404);
    expect((await as(tokens.demoOwner).delete(`/operator/bases/${baseId}`)).status).toBe(404);
    const theirs = await as(tokens.demoOwner).get('/operator/bases');
    expect(theirs.status).toBe(200);
    expect(theirs.body.bases.map((b: { id: number }) => b.id)).not.toContain(baseId);
    expect(theirs.body.bases.map((b: { id: number }) => b.id)).toContain(demo.baseId);
    // And the other way round: the demo company's base is a 404 for the new company.
    expect((await as(tokens.owner).put(`/operator/bases/${demo.baseId}`, baseBody())).status).toBe(404);
    expect((await as(tokens.owner).delete(`/operator/bases/${demo.baseId}`)).status).toBe(404);
    expect((await as(tokens.owner).get('/operator/bases')).body.bases.map((b: { id: number }) => b.id)).not.toContain(demo.baseId);
  });

  it('the new base is in the boat form’s options; a boat added there is published and found in the public search', async () => {
    const options = await as(tokens.manager).get('/operator/fleet-options');
    expect(options.body.bases).toEqual([{ id: baseId, name: 'Marina Nova', city: 'Seget Donji' }]);
    const boat = await as(tokens.manager).post('/operator/boats', {
      name: 'First Light',
      type_id: 0,
      shipyard_name: 'New Charter Yards',
      model_name: 'Dawn 38',
      year: 2021,
      base_id: baseId,
      length_m: 11.5,
      beam_m: 3.9,
      draught_m: 1.9,
      cabins: 3,
      berths: 6,
      heads: 2,
      max_people: 6,
      engine: 'Volvo 40 hp',
      water_tank_l: 300,
      fuel_tank_l: 130,
      main_sail_type: 'classic',
      products: ['bareboat'],
      deposit: 2000,
      equipment_ids: [],
      check_in_day: 6,
      check_in_time: '17:00',
      check_out_time: '09:00',
      description: { en: 'The first boat of a new company.' },
    });
    expect(boat.status, JSON.stringify(boat.body)).toBe(201);
    expect(boat.body.base).toEqual({ id: baseId, name: 'Marina Nova' });
    expect((await as(tokens.manager).post(`/operator/boats/${boat.body.id}/publish`)).status).toBe(200);
    // Every page of the destination's public search (the catalog hears the new base and boat from PostgreSQL).
    const searchIds = async () => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const res = await request(app)
          .get('/api/yacht-list')
          .query({ destinations: String(destination.id), per_page: '50', page: String(page) })
          .set({ Authorization: `Bearer ${TEST_TOKEN}` });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        ids.push(...res.body.data.map((y: { id: number }) => y.id));
        if (page >= res.body.last_page) return ids;
      }
    };
    const started = Date.now();
    let found = false;
    while (!found && Date.now() - started < 5_000) {
      found = (await searchIds()).includes(boat.body.id);
      if (!found) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(found, 'the new company’s boat in the public search').toBe(true);
    expect((await as(tokens.agent).get('/operator/bases')).body.bases[0].boats).toBe(1);
  });

  it('a base with boats is not deleted (409) and stays; a demo base with boats neither', async () => {
    const res = await as(tokens.owner).delete(`/operator/bases/${baseId}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('base_has_boats');
    expect((await as(tokens.owner).get('/operator/bases')).body.bases).toHaveLength(1);
    expect((await as(tokens.demoOwner).delete(`/operator/bases/${demo.baseId}`)).status).toBe(409);
    expect((await auditOf(baseId)).map((e) => e.action)).toEqual(['base.created', 'base.updated']);
  });
});
