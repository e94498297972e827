import type { Express } from 'express';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/client';
import type { Mail } from '../../server/mail/mailer';
import type { ApiContext } from '../../server/api/endpoint';
import { pino } from 'pino';
import { insertOperator } from '../../server/operators/operators-store';
import { startSession } from '../../server/operators/operator-sessions';
import type { OperatorRole } from '../../src/contract/operator-roles';
import { testApp, TEST_TOKEN } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { bookingBody, freeWeeks, type FreeWeek } from './bookings-fixtures';
import { freshIp } from './accounts-helpers';
import { TEST_SECRETS_KEY } from './operators-fixtures';

// The money suites (issue 28): a seeded fleet whose bases belong to the demo companies, a clock the tests move,
// the mails sent, and console sessions of company A's owner, manager and agent and of company B's manager.

type Staff = 'owner' | 'manager' | 'agent' | 'managerB';

export interface MoneyWorld {
  app: Express;
  database: DatabaseHandle;
  mails: Mail[];
  clock: { now: Date };
  /** Free, priced weeks of company A's boats, one per test. */
  weeks: FreeWeek[];
  companyA: number;
  /** A fresh full console session at the clock's time (the tests move the clock past a session's life). */
  session: (who: Staff) => Promise<string>;
  /** The server's context, for the jobs the server runs beside requests (the reminders). */
  ctx: ApiContext;
}

export async function moneyWorld(today: string): Promise<MoneyWorld> {
  const database = await seededTestDatabase({ yachts: 80, today });
  const clock = { now: new Date(`${today}T09:00:00Z`) };
  const mails: Mail[] = [];
  const { app, config, catalog } = await testApp(
    { TRUST_PROXY: 'true', SECRETS_KEY: TEST_SECRETS_KEY, BOOKING_NOTIFY_EMAIL: 'office@bluewater.test' },
    { database, now: () => clock.now, mailer: { send: async (m) => void mails.push(m) } },
  );
  const boats = await selectRows<{ id: number; company: number }>(
    database.db,
    sql`select y.id, b.company_id as company from yachts y join bases b on b.id = y.base_id where b.company_id is not null order by y.id`,
  );
  const companyOf = new Map(boats.map((b) => [b.id, b.company]));
  const all = await freeWeeks(database.db, today);
  // The company with the most free weeks: each test takes a boat of its own.
  const counts = new Map<number, number>();
  for (const w of all)
    if (companyOf.has(w.yachtId)) counts.set(companyOf.get(w.yachtId)!, (counts.get(companyOf.get(w.yachtId)!) ?? 0) + 1);
  const companyA = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const weeks = all.filter((w) => companyOf.get(w.yachtId) === companyA);
  const companyB = boats.find((b) => b.company !== companyA)!.company;
  const staff = async (companyId: number, role: OperatorRole, name: string) =>
    (await insertOperator(database.db, { companyId, email: `${name}-${companyId}-${Date.now()}@example.com`, name, role })).id;
  const ids: Record<Staff, number> = {
    owner: await staff(companyA, 'owner', 'Olga Owner'),
    manager: await staff(companyA, 'manager', 'Marko Manager'),
    agent: await staff(companyA, 'agent', 'Ana Agent'),
    managerB: await staff(companyB, 'manager', 'Bruno Other'),
  };
  const session = (who: Staff) => startSession(database.db, ids[who], 'full', clock.now);
  const mailer = { send: async (m: Mail) => void mails.push(m) };
  const ctx: ApiContext = { config, db: database.db, catalog, mailer, logger: pino({ level: 'silent' }), now: () => clock.now };
  return { app, database, mails, clock, weeks, companyA, session, ctx };
}

/** Calls the API as a console session (or the public site's token). */
export function as(app: Express, token: string = TEST_TOKEN) {
  const auth = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': freshIp() };
  return {
    get: (path: string) => request(app).get(`/api${path}`).set(auth),
    post: (path: string, body: unknown) =>
      request(app)
        .post(`/api${path}`)
        .set(auth)
        .send(body as object),
  };
}

/** A reservation of `week` (option placed and accepted now), in `language`: its reference and access token. */
export async function reserve(app: Express, week: FreeWeek, overrides: Record<string, unknown> = {}) {
  const placed = await as(app).post('/bookings', bookingBody(week, overrides));
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  const token = placed.body.data.access_token as string;
  const done = await as(app).post(`/booking-access/${token}/confirm`, { terms_accepted: true });
  if (done.status !== 200) throw new Error(JSON.stringify(done.body));
  return { reference: placed.body.data.reference as string, token, booking: done.body.data };
}
