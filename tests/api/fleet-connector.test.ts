import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { selectRows, type DatabaseHandle } from '../../server/db/client';
import { followFleet } from '../../server/connectors/fleet-follower';
import { resetCircuit } from '../../server/connectors/resilient-source';
import { settleSyncs } from '../../server/connectors/sync-runs';
import { insertOperator } from '../../server/operators/operators-store';
import { startSession } from '../../server/operators/operator-sessions';
import { addDays, isoDateOf } from '../../src/contract/iso-date';
import { seededTestDatabase } from '../setup/test-db';
import { testApp, TEST_TOKEN } from '../setup/test-app';
import type { FleetSimulator } from '../simulators/fleet-simulator';
import { startBookingManagerSimulator } from '../simulators/booking-manager/simulator';
import { startNausysSimulator } from '../simulators/nausys/simulator';
import { makeCompany, TEST_SECRETS_KEY } from './operators-fixtures';

// Issue 29's Proof, against a local simulator of each fleet system (tests/simulators/*, built from their
// published descriptions): a company connects its system with its credentials and its 40 boats are on the
// public search with the system's prices; a price changed there is here after the next sync; a visitor's
// option here is an option there (a booking once reserved, released once cancelled); an agent's booking
// there hides the week after the next sync, and a visitor already in checkout loses the race cleanly (409
// with alternatives); with the system down the search still answers, an option is held here and said to be
// delayed, nothing is lost or placed twice, and after recovery the reconciliation finds no difference.

const SYSTEMS = [
  { name: 'Booking Manager', start: () => startBookingManagerSimulator({ boats: 40, seed: 3 }), env: 'BOOKING_MANAGER_URL' },
  { name: 'NauSYS', start: () => startNausysSimulator({ boats: 40, seed: 3 }), env: 'NAUSYS_URL' },
] as const;

const SIMULATOR_TIMEOUT_MS = 1_000;
// A sync of 40 boats fetches and resizes their photos: seconds, not milliseconds, on a small machine.
const SLOW = 180_000;

describe.each(SYSTEMS)('a company on $name (issue 29)', ({ start, env }) => {
  let sim: FleetSimulator;
  let app: Express;
  let config: Config;
  let database: DatabaseHandle;
  let catalog: { settle(): Promise<void> };
  let companyId = 0;
  let owner = '';
  let agent = '';
  const now = () => new Date();
  const logger = pino({ level: 'silent' });

  const api = (method: 'get' | 'put' | 'post' | 'delete', path: string, token: string, body?: object) => {
    const agent = request(app);
    const req = agent[method](`/api${path}`).set({ Authorization: `Bearer ${token}` });
    return body === undefined ? req : req.send(body);
  };
  const site = (path: string, query: Record<string, string> = {}) =>
    request(app)
      .get(`/api${path}`)
      .query(query)
      .set({ Authorization: `Bearer ${TEST_TOKEN}` });

  async function sync(): Promise<{
    status: string;
    report: { external_id: string; outcome: string; detail: string | null }[];
    error: string | null;
  }> {
    const started = await api('post', '/operator/connector/syncs', owner);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await settleSyncs();
    await catalog.settle();
    const run = await api('get', `/operator/connector/syncs/${started.body.run_id}`, owner);
    expect(run.status).toBe(200);
    return run.body;
  }

  /** Our boat of the system's id. */
  async function boatOf(externalId: string) {
    const [row] = await selectRows<{
      id: number;
      slug: string;
      products: string[];
      max_people: number;
      check_in_day: number;
      min_nights: number;
    }>(
      database.db,
      sql`select id, slug, products, max_people, check_in_day, min_nights from yachts where source_company_id = ${companyId} and external_id = ${externalId}`,
    );
    return row!;
  }

  /** A week-long charter of the boat on its check-in day, `weeksAhead` weeks on. */
  async function weekOf(externalId: string, weeksAhead: number) {
    const boat = await boatOf(externalId);
    let day = addDays(isoDateOf(now()), 7 * weeksAhead);
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== boat.check_in_day) day = addDays(day, 1);
    return { ...boat, start: day, end: addDays(day, 7) };
  }

  const quote = async (yachtId: number, from: string, to: string) =>
    (await site(`/yacht-quote/${yachtId}`, { date_start: from, date_end: to })).body as {
      available: boolean;
      data: { list_price: number } | null;
    };

  const optionBody = (week: Awaited<ReturnType<typeof weekOf>>, email: string) => ({
    yacht_slug: week.slug,
    date_start: week.start,
    date_end: week.end,
    product: week.products[0],
    people: Math.min(4, week.max_people),
    first_name: 'Ines',
    last_name: 'Moreau',
    email,
    phone: '+33 6 12 34 56 78',
    terms_accepted: true,
    language: 'fr',
  });
  let mails = 0;
  const placeOption = (week: Awaited<ReturnType<typeof weekOf>>) =>
    request(app)
      .post('/api/bookings')
      .set({ Authorization: `Bearer ${TEST_TOKEN}` })
      .send(optionBody(week, `fleet.${++mails}.${Date.now()}@example.com`));

  // Each pass two minutes later than the last, past the follower's pause after a failed try (30 s, doubling),
  // and well inside an option's 30-minute hold.
  let passes = 0;
  const follow = () => {
    const at = Date.now() + ++passes * 120_000;
    return followFleet({ db: database.db, config, logger, now: () => new Date(at) });
  };
  const holdsOf = (reference: string) => sim.holds().filter((h) => h.reference === reference);

  beforeAll(async () => {
    sim = await start();
    database = await seededTestDatabase({ yachts: 10 });
    ({ app, config, catalog } = await testApp(
      { SECRETS_KEY: TEST_SECRETS_KEY, [env]: sim.url, FLEET_TIMEOUT_MS: String(SIMULATOR_TIMEOUT_MS) },
      { database, mailer: { send: async () => {} } },
    ));
    const company = await makeCompany(database, 'Fleet Sim Charter');
    companyId = company.id;
    const o = await insertOperator(database.db, {
      companyId,
      email: `owner-${companyId}-${Date.now()}@example.com`,
      name: 'Owner',
      role: 'owner',
    });
    const a = await insertOperator(database.db, {
      companyId,
      email: `agent-${companyId}-${Date.now()}@example.com`,
      name: 'Agent',
      role: 'agent',
    });
    owner = await startSession(database.db, o.id, 'full', now());
    agent = await startSession(database.db, a.id, 'full', now());
  }, 120_000);

  afterAll(async () => {
    await settleSyncs();
    resetCircuit(companyId);
    await sim.close();
    await database.close();
  }, SLOW);

  it(
    'refuses wrong credentials with a 422 on them and saves nothing; an agent may not connect',
    async () => {
      const wrong =
        sim.credentials.system === 'booking_manager'
          ? { system: 'booking_manager', api_key: 'not-the-key' }
          : { system: 'nausys', username: sim.credentials.username, password: 'wrong' };
      const res = await api('put', '/operator/connector', owner, wrong);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([sim.credentials.system === 'booking_manager' ? 'api_key' : 'username']);
      expect((await api('get', '/operator/connector', owner)).body.connection).toBeNull();
      expect((await api('put', '/operator/connector', agent, wrong)).status).toBe(403);
    },
    SLOW,
  );

  it(
    'connects with the credentials, and a sync brings its 40 boats to the public search with its prices',
    async () => {
      const body =
        sim.credentials.system === 'booking_manager'
          ? { system: 'booking_manager', api_key: sim.credentials.apiKey }
          : { system: 'nausys', username: sim.credentials.username, password: sim.credentials.password };
      const res = await api('put', '/operator/connector', owner, { ...body, sync_interval_minutes: 60, enabled: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.connection.remote_name).not.toBe('');
      // Never the secret again, only a hint.
      expect(JSON.stringify(res.body)).not.toContain(
        sim.credentials.system === 'booking_manager' ? sim.credentials.apiKey : sim.credentials.password,
      );

      const run = await sync();
      expect(run.status, run.error ?? '').toBe('succeeded');
      expect(run.report.filter((e) => e.outcome === 'added')).toHaveLength(40);
      const published = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from yachts where source_company_id = ${companyId} and published`,
      );
      expect(published[0]?.n).toBe(40);

      // Any of its boats, priced for a week as the system prices it.
      const first = sim.boatIds()[0]!;
      const week = await weekOf(first, 6);
      const quoted = await quote(week.id, week.start, week.end);
      expect(quoted.available).toBe(true);
      expect(quoted.data!.list_price).toBe(7 * Math.round(sim.weeklyPriceOn(first, week.start) / 7));
      // And the dated search of its destination lists it, at that price.
      const [place] = await selectRows<{ destination_id: number }>(
        database.db,
        sql`select b.destination_id from yachts y join bases b on b.id = y.base_id where y.id = ${week.id}`,
      );
      const found: { id: number; quote: { list_price: number } | null }[] = [];
      for (let page = 1; ; page++) {
        const res = await site('/yacht-list', {
          destinations: String(place!.destination_id),
          date_start: week.start,
          date_end: week.end,
          per_page: '50',
          page: String(page),
        });
        expect(res.status).toBe(200);
        found.push(...res.body.data);
        if (page >= res.body.last_page) break;
      }
      expect(found.find((y) => y.id === week.id)?.quote?.list_price).toBe(quoted.data!.list_price);
    },
    SLOW,
  );

  it(
    'a price changed in the system is here after the next sync (the boat changed, the others not)',
    async () => {
      const id = sim.boatIds()[1]!;
      const week = await weekOf(id, 8);
      sim.setWeeklyPrice(id, week.start, week.end, 7_777);
      expect((await quote(week.id, week.start, week.end)).data!.list_price).not.toBe(7_777);
      const run = await sync();
      expect(run.report.find((e) => e.external_id === id)?.outcome).toBe('changed');
      expect(run.report.filter((e) => e.outcome === 'unchanged')).toHaveLength(39);
      expect((await quote(week.id, week.start, week.end)).data!.list_price).toBe(7_777);
    },
    SLOW,
  );

  it(
    'a visitor’s option here is an option there; reserving makes it a booking there; cancelling releases it',
    async () => {
      const week = await weekOf(sim.boatIds()[2]!, 10);
      const placed = await placeOption(week);
      expect(placed.status, placed.body.message).toBe(201);
      const { reference, access_token: token } = placed.body.data;
      expect(placed.body.data.fleet_system).toBeNull();
      expect(holdsOf(reference)).toMatchObject([{ kind: 'option', from: week.start, to: week.end }]);
      // The two holds end together, or ours first: never held here after the system has let it go.
      expect(Date.parse(placed.body.data.expires_at)).toBeLessThanOrEqual(Date.parse(holdsOf(reference)[0]!.expiresAt!));
      // The office cannot hold it longer here than the system holds it there.
      const extended = await api('post', `/operator/bookings/${reference}/extend`, owner, { hours: 24 });
      expect(extended.status).toBe(409);
      expect(extended.body.code).toBe('fleet_owned');

      const reserved = await request(app)
        .post(`/api/booking-access/${token}/confirm`)
        .set({ Authorization: `Bearer ${TEST_TOKEN}` })
        .send({ terms_accepted: true });
      expect(reserved.status).toBe(200);
      await follow();
      expect(holdsOf(reference)).toMatchObject([{ kind: 'booking' }]);

      const cancelled = await request(app)
        .post(`/api/booking-access/${token}/cancel`)
        .set({ Authorization: `Bearer ${TEST_TOKEN}` })
        .send({});
      expect(cancelled.status).toBe(200);
      await follow();
      expect(holdsOf(reference)).toEqual([]);
    },
    SLOW,
  );

  it(
    'an agent’s booking there hides the week after the next sync; a visitor already in checkout loses the race cleanly',
    async () => {
      const hidden = await weekOf(sim.boatIds()[3]!, 12);
      await sim.agentBook(sim.boatIds()[3]!, hidden.start, hidden.end);
      expect((await quote(hidden.id, hidden.start, hidden.end)).available).toBe(true);
      await sync();
      expect((await quote(hidden.id, hidden.start, hidden.end)).available).toBe(false);

      // The visitor saw the week free (no sync since the agent booked) and continues to checkout.
      const raced = await weekOf(sim.boatIds()[4]!, 12);
      expect((await quote(raced.id, raced.start, raced.end)).available).toBe(true);
      await sim.agentBook(sim.boatIds()[4]!, raced.start, raced.end);
      const lost = await placeOption(raced);
      expect(lost.status).toBe(409);
      expect(lost.body.code).toBe('unavailable');
      const options = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from bookings where yacht_id = ${raced.id} and status = 'option'`,
      );
      expect(options[0]?.n).toBe(0);
      const alternatives = await site('/booking-alternatives', { yacht_slug: raced.slug, date_start: raced.start, date_end: raced.end });
      expect(alternatives.status).toBe(200);
    },
    SLOW,
  );

  it(
    'the system down: search answers, an option is held here and said to be delayed, placed there once after recovery, and the reconciliation is empty',
    async () => {
      const week = await weekOf(sim.boatIds()[5]!, 14);
      sim.setMode('down');
      const search = await site('/yacht-list', { date_start: week.start, date_end: week.end, per_page: '50' });
      expect(search.status).toBe(200);

      const placed = await placeOption(week);
      expect(placed.status, placed.body.message).toBe(201);
      expect(placed.body.data.status).toBe('option');
      expect(placed.body.data.fleet_system).toBe('delayed');
      const { reference, access_token: token } = placed.body.data;
      const page = await request(app)
        .get(`/api/booking-access/${token}`)
        .set({ Authorization: `Bearer ${TEST_TOKEN}` });
      expect(page.body.data.fleet_system).toBe('delayed');

      // A sync meanwhile fails, and says why; the boats stay on the site with their last data.
      const failed = await sync();
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/unavailable/);
      expect((await quote(week.id, week.start, week.end)).available).toBe(false);

      // While down, the follower's tries change nothing and lose nothing.
      await follow();
      expect(holdsOf(reference)).toEqual([]);

      sim.setMode('up');
      resetCircuit(companyId);
      await follow();
      await follow();
      expect(holdsOf(reference)).toMatchObject([{ kind: 'option', from: week.start, to: week.end }]);
      expect(
        (
          await request(app)
            .get(`/api/booking-access/${token}`)
            .set({ Authorization: `Bearer ${TEST_TOKEN}` })
        ).body.data.fleet_system,
      ).toBeNull();

      const recovered = await sync();
      expect(recovered.status, recovered.error ?? '').toBe('succeeded');
      const differences = await api('get', '/operator/connector/differences', owner);
      expect(differences.body.checked_at).not.toBeNull();
      expect(differences.body.differences).toEqual([]);
    },
    SLOW,
  );

  it(
    'an option whose placement timed out is placed there once, not twice',
    async () => {
      const week = await weekOf(sim.boatIds()[6]!, 16);
      sim.setMode('slow', { delayMs: SIMULATOR_TIMEOUT_MS * 2 });
      const placed = await placeOption(week);
      expect(placed.status, placed.body.message).toBe(201);
      expect(placed.body.data.fleet_system).toBe('delayed');
      // The slow system may still have taken it after our timeout.
      await new Promise((resolve) => setTimeout(resolve, SIMULATOR_TIMEOUT_MS * 3));
      sim.setMode('up');
      resetCircuit(companyId);
      await follow();
      expect(holdsOf(placed.body.data.reference)).toHaveLength(1);
    },
    SLOW,
  );
});
