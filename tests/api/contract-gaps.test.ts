import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase, testDatabase } from '../setup/test-db';
import { freshIp, registerUser } from './accounts-helpers';
import { sessionMinter } from './operators-fixtures';
import { contractOf, type Contract, type Json, type Operation } from './contract-fuzz';

// Issue 25, item 7: the last gaps between /api/openapi.json and what the server does, found by
// Schemathesis: query parameters nobody lists, e-mail addresses the rule let through, refusals for rules
// the document did not give, and an outage answer documented on one operation only.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
let doc: Json;
let contract: Contract;
let userToken: string;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 2, today: TODAY });
  ({ app } = await testApp(
    { TRUST_PROXY: 'true' },
    { database, now: () => new Date(`${TODAY}T10:00:00Z`), mailer: { send: async () => {} } },
  ));
  doc = (await request(app).get('/api/openapi.json')).body;
  contract = contractOf(doc);
  userToken = (await registerUser(app)).token;
  mintSession = sessionMinter(database, () => new Date(`${TODAY}T10:00:00Z`));
}, 120_000);
afterAll(() => database.close());

/** The operations of the dispatch table (the description itself takes no token and no input). */
const tableOperations = () => contract.operations().filter((o) => o.path !== '/openapi.json');
let mintSession: ReturnType<typeof sessionMinter>;
const tokenFor = async (op: Json) =>
  op.security.length === 0
    ? undefined
    : op['x-session-stage']
      ? mintSession(op['x-session-stage'])
      : op.security.some((s: Json) => 'siteToken' in s)
        ? TEST_TOKEN
        : userToken;

describe('query parameters an operation does not list (A5)', () => {
  it('A5 every operation refuses an unlisted query parameter with 400 naming it, whatever else the request holds', async () => {
    for (const operation of contract.operations()) {
      // A request the document allows in every other part, so nothing but the extra key can be refused.
      const [drawn] = fc.sample(contract.drawnRequests(operation.op), { numRuns: 1, seed: 25 });
      const res = await contract.send(
        app,
        operation,
        { ...drawn!, query: { ...drawn!.query, utm_source: 'x' } },
        {
          token: async () => tokenFor(operation.op),
          headers: () => ({ 'X-Forwarded-For': freshIp() }),
        },
      );
      expect([operation.name, res.status, res.body.errors?.utm_source]).toEqual([operation.name, 400, ['Unknown query parameter']]);
    }
  });

  it('A5 the refusal is in the document: the 400 answer and the API description say it', () => {
    expect(doc.components.responses.Error400.description).toMatch(/query parameter the operation does not list/);
    expect(doc.info.description).toMatch(/query parameter an operation does not list is refused \(400\)/);
  });
});

describe('one e-mail rule, in the document as a pattern (A5)', () => {
  const refused = [' ann@example.com', 'ann@example.com ', 'ann@sea-.example.com', 'ann@example-.com', 'ann@-sea.example.com'];
  const accepted = ['ann.lee@sea-side.example.com', "o'hara+charter@x1.example.travel"];
  const emailOperations = () => contract.operations().filter((o) => o.op.requestBody?.content['application/json'].schema.properties?.email);

  it('A5 the pattern every operation documents for `email` refuses a domain label ending in "-" and spaces around the address', () => {
    expect(emailOperations().map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'POST /contact',
        'POST /bookings',
        'POST /registration',
        'POST /login',
        'POST /forgot-password',
        'POST /reset-password',
      ]),
    );
    for (const { name, op } of emailOperations()) {
      const property = op.requestBody.content['application/json'].schema.properties.email as Json;
      const patterns = [property.pattern, ...((property.allOf ?? []) as Json[]).map((s) => s.pattern)]
        .filter(Boolean)
        .map((p) => new RegExp(p, 'u'));
      const allows = (value: string) => patterns.every((p) => p.test(value));
      expect([name, refused.filter(allows), accepted.filter((v) => !allows(v))]).toEqual([name, [], []]);
    }
  });

  it.each([
    ['POST /forgot-password', '/forgot-password', {}],
    ['POST /contact', '/contact', { name: 'Ann', subject: 'Boats', message: 'Hello', language: 'en' }],
  ])('A5 %s refuses those addresses with 422 on email', async (_name, path, fields) => {
    for (const email of refused) {
      const res = await request(app)
        .post(`/api${path}`)
        .set({ Authorization: `Bearer ${TEST_TOKEN}`, 'X-Forwarded-For': freshIp() })
        .send({ ...fields, email });
      expect([email, res.status, Object.keys(res.body.errors ?? {})]).toEqual([email, 422, ['email']]);
    }
    const ok = await request(app)
      .post(`/api${path}`)
      .set({ Authorization: `Bearer ${TEST_TOKEN}`, 'X-Forwarded-For': freshIp() })
      .send({ ...fields, email: accepted[0] });
    expect(ok.status).toBeLessThan(300);
  });
});

describe('rules JSON Schema cannot state are documented where they refuse (A5)', () => {
  // Each of these is a request the schemas allow and a rule refuses; before issue 25 the rule was only in a
  // description, if anywhere. The refusal must be a documented one: its answer lists the rule (`x-rules`)
  // with the field the refusal names.
  const cases: [string, string, string, 'get' | 'post', object | undefined, string, RegExp][] = [
    [
      'an availability window of at most 800 days',
      'GET /yacht-availability/{yacht_id}',
      '/yacht-availability/1?from=2026-06-01&to=2028-08-11',
      'get',
      undefined,
      'to',
      /800 days/,
    ],
    [
      'a quote of at most 365 nights',
      'GET /yacht-quote/{yacht_id}',
      '/yacht-quote/1?date_start=2026-07-01&date_end=2027-07-03',
      'get',
      undefined,
      'date_end',
      /365 nights/,
    ],
    [
      'alternatives need at least one night',
      'GET /booking-alternatives',
      '/booking-alternatives?yacht_slug=any-boat&date_start=2026-07-01&date_end=2026-07-01',
      'get',
      undefined,
      'date_end',
      /date_end is after date_start/,
    ],
    [
      'the password confirmation matches',
      'POST /registration',
      '/registration',
      'post',
      {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann.lee@example.com',
        password: 'harbour7wind',
        password_confirmation: 'harbour7wine',
      },
      'password_confirmation',
      /password_confirmation equals password/,
    ],
  ];

  it.each(cases)('A5 %s: refused, and the refusal is documented with its rule', async (_rule, name, url, method, body, field, ruleText) => {
    const agent = request(app);
    const res = await agent[method](`/api${url}`)
      .set({ Authorization: `Bearer ${TEST_TOKEN}`, 'X-Forwarded-For': freshIp() })
      .send(body);
    expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
    const operation = contract.operations().find((o) => o.name === name) as Operation;
    const documented = operation.op.responses[String(res.status)] as Json;
    const rule = (documented['x-rules'] as Json[]).find((r) => ruleText.test(r.rule));
    expect(rule?.fields).toContain(field);
    expect(documented.description).toContain(rule?.rule);
    expect(contract.ruleFields(operation.op, res.status)).toContain(field);
  });
});

describe('the database outage on every operation (E2)', () => {
  it('E2 every operation that reads the database documents 503 with Retry-After, and answers it when the database is down', async () => {
    const down = await testDatabase();
    const { app: downApp } = await testApp({}, { database: down });
    await down.close();
    const outage = doc.components.responses.Error503 as Json;
    expect(outage.headers['Retry-After']).toBeDefined();
    for (const { name, method, path, op } of tableOperations()) {
      expect(op.responses['503'], name).toBeDefined();
      // Any operation looks a user's token (or a console session's) up in the database: the outage reaches every one.
      const url = `/api${path.replace(/\{\w+\}/g, 'x')}`;
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const agent = request(downApp);
      const token = op['x-session-stage'] ? `op.${'u'.repeat(43)}` : 'u'.repeat(43);
      const res = await agent[verb](url).set('Authorization', `Bearer ${token}`);
      expect([name, res.status, res.headers['retry-after']]).toEqual([name, 503, '30']);
    }
  });
});
