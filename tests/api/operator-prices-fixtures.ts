import type { Express } from 'express';
import type { Mail } from '../../server/mail/mailer';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/client';
import { insertOperator } from '../../server/operators/operators-store';
import { startSession } from '../../server/operators/operator-sessions';
import type { OperatorRole } from '../../src/contract/operator-roles';
import { testApp, TEST_TOKEN } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { freeWeeks, type FreeWeek } from './bookings-fixtures';
import { freshIp } from './accounts-helpers';
import { TEST_SECRETS_KEY } from './operators-fixtures';

// The console's price, extra and block tests (issue 27): a seeded fleet whose bases belong to the demo
// companies, and console sessions of company A's owner, manager and agent and of company B's manager.

export interface PriceWorld {
  app: Express;
  database: DatabaseHandle;
  today: string;
  /** A boat of company A with a free, priced fortnight from `week.start`. */
  week: FreeWeek;
  companyA: number;
  companyB: number;
  /** Another boat of company A, and a boat of company B. */
  otherBoatA: number;
  boatB: number;
  tokens: Record<'owner' | 'manager' | 'agent' | 'managerB', string>;
  /** Every mail the app sent. */
  mails: Mail[];
}

export async function priceWorld(today: string): Promise<PriceWorld> {
  const database = await seededTestDatabase({ yachts: 40, today });
  const now = () => new Date(`${today}T12:00:00Z`);
  const mails: Mail[] = [];
  const { app } = await testApp(
    { TRUST_PROXY: 'true', SECRETS_KEY: TEST_SECRETS_KEY },
    { database, now, mailer: { send: async (mail) => void mails.push(mail) } },
  );
  const boats = await selectRows<{ id: number; company: number }>(
    database.db,
    sql`select y.id, b.company_id as company from yachts y join bases b on b.id = y.base_id where b.company_id is not null order by y.id`,
  );
  const companyOf = new Map(boats.map((b) => [b.id, b.company]));
  const weeks = await freeWeeks(database.db, today);
  const week = weeks.find((w) => boats.some((b) => b.company === companyOf.get(w.yachtId) && b.id !== w.yachtId))!;
  const companyA = companyOf.get(week.yachtId)!;
  const otherBoatA = boats.find((b) => b.company === companyA && b.id !== week.yachtId)!.id;
  const boatB = boats.find((b) => b.company !== companyA)!;
  const session = async (companyId: number, role: OperatorRole, name: string) => {
    const row = await insertOperator(database.db, { companyId, email: `${name}-${companyId}-${Date.now()}@example.com`, name, role });
    return startSession(database.db, row.id, 'full', now());
  };
  const tokens = {
    owner: await session(companyA, 'owner', 'Olga Owner'),
    manager: await session(companyA, 'manager', 'Marko Manager'),
    agent: await session(companyA, 'agent', 'Ana Agent'),
    managerB: await session(boatB.company, 'manager', 'Bruno Other'),
  };
  return { app, database, today, week, companyA, companyB: boatB.company, otherBoatA, boatB: boatB.id, tokens, mails };
}

/** Calls the API as a console session (or the public site's token). */
export function as(app: Express, token: string = TEST_TOKEN) {
  const ip = freshIp();
  const auth = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip };
  return {
    get: (path: string, query: Record<string, string> = {}) => request(app).get(`/api${path}`).query(query).set(auth),
    post: (path: string, body: object) => request(app).post(`/api${path}`).set(auth).send(body),
    put: (path: string, body: object) => request(app).put(`/api${path}`).set(auth).send(body),
    delete: (path: string) => request(app).delete(`/api${path}`).set(auth),
  };
}

/** The audit entries of the company for an action, newest first. */
export async function auditOf(database: DatabaseHandle, companyId: number, action: string) {
  return selectRows<{ entity_id: string; before: unknown; after: unknown; operator_id: number }>(
    database.db,
    sql`select entity_id, before, after, operator_id from audit_log where company_id = ${companyId} and action = ${action} order by id desc`,
  );
}
