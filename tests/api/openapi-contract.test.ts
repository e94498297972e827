import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { issueToken, userForToken } from '../../server/accounts/token-store';
import { endpoints } from '../../server/api/endpoints';
import { openApiPath } from '../../server/api/openapi';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays } from '../../src/contract/iso-date';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { freshIp, registerUser } from './accounts-helpers';
import { arbitraryFor, type JsonSchema } from './json-schema-arbitrary';

// Issue 14 (7–9), what Schemathesis checked, in the repository: for every operation of /api/openapi.json,
// requests drawn from the document alone (path parameters, query, JSON body), sent with the site token, a
// user's token or none. Fails on
//   - a 5xx (but a documented one of an unconfigured upstream, UPSTREAM_STATES);
//   - a status the operation does not document, or an answer (success or error) that breaks its schema;
//   - a request the document allows that the server's own schemas refuse (the contract is looser than
//     the server), and a 400/422 for anything but a rule that needs the data (DATA_RULES).
// Rules across fields are stated in the document's descriptions, not in JSON Schema; a client follows
// them, and so do these requests (CROSS_FIELD_RULES). CONTRACT_RUNS sets the requests per operation.

const TODAY = '2026-06-01';
const RUNS = Number(process.env.CONTRACT_RUNS ?? 20);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document read as plain JSON
type Json = Record<string, any>;
interface Drawn {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  auth: 'site' | 'user' | 'none';
}

/**
 * 400/422 a request may get for what the data says, not for its form: an unknown boat, a taken e-mail, a
 * wrong current password, a common new password (the list of decision 019), a day already past (the clock),
 * a window too long from today.
 */
const DATA_RULES: Record<string, string[]> = {
  'POST /bookings': ['yacht_slug', 'product', 'people', 'date_start', 'optional_extras'],
  'GET /booking-alternatives': ['yacht_slug'],
  'PUT /profile': ['births_day'],
  'POST /registration': ['email', 'password'],
  'POST /change-password': ['current_password', 'password'],
  'POST /reset-password': ['token', 'password'],
  'DELETE /account': ['password'],
  'GET /yacht-list-flexible': ['window_end'],
  'GET /yacht-daily-prices/{yacht_id}': ['to'],
  'GET /yacht-availability/{yacht_id}': ['to'],
};

/**
 * 5xx an operation documents for a service it depends on: Google sign-in is not configured in tests (503)
 * and would be unreachable (502). Anything else at 500 or above fails.
 */
const UPSTREAM_STATES: Record<string, number[]> = { 'POST /google-auth': [502, 503] };

/** The rules across fields that the descriptions state, applied as a client would. */
// The API's calendar ends with isIsoDate's last year (src/contract/iso-date.ts).
const LAST_DAY = '2199-12-31';

/** A start and the day `days` later, both moved back when the later one would fall after LAST_DAY. */
function span(start: string, days: number): [string, string] {
  const end = addDays(start, days);
  return end > LAST_DAY ? [addDays(LAST_DAY, -days), LAST_DAY] : [start, end];
}

function followCrossFieldRules(operation: string, drawn: Drawn, nights: number): Drawn {
  const query = { ...drawn.query };
  const body = drawn.body && typeof drawn.body === 'object' ? { ...(drawn.body as Json) } : drawn.body;
  if (body && typeof body === 'object' && 'password_confirmation' in (body as Json)) (body as Json).password_confirmation = (body as Json).password;
  if (operation === 'POST /bookings') [(body as Json).date_start, (body as Json).date_end] = span((body as Json).date_start, 1 + (nights % 60));
  // The search's dates: at most 365 nights (dateRange wins over date_start/date_end).
  const range = /^( *)(\d{4}-\d{2}-\d{2})(.*?)(\d{4}-\d{2}-\d{2})( *)$/.exec(query.dateRange ?? '');
  if (range) {
    const [start, end] = span(range[2]!, nights % 366);
    query.dateRange = `${range[1]}${start}${range[3]}${end}${range[5]}`;
  } else if (query.date_start?.trim() && query.date_end?.trim()) [query.date_start, query.date_end] = span(query.date_start, nights % 366);
  if (operation === 'GET /booking-alternatives') [query.date_start, query.date_end] = span(query.date_start!, 1 + (nights % 60));
  if (operation.startsWith('GET /yacht-quote/') && ![query.dateRange, query.date_start, query.date_end].some((v) => v?.trim())) {
    query.date_start = addDays(TODAY, nights % 400);
  }
  return { ...drawn, query, body };
}

let app: Express;
let database: DatabaseHandle;
let doc: Json;
let userId: number;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 12, today: TODAY });
  const now = () => new Date(`${TODAY}T10:00:00Z`);
  ({ app } = await testApp({ TRUST_PROXY: 'true' }, { database, now, mailer: { send: async () => {} } }));
  doc = (await request(app).get('/api/openapi.json')).body;
  ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
  const user = await registerUser(app);
  userId = (await userForToken(database.db, user.token, now()))!.id;
}, 120_000);
afterAll(() => database.close());

function resolve(schema: JsonSchema): JsonSchema {
  if (typeof schema.$ref !== 'string') return schema;
  return schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node: Json, key: string) => node[key], doc) as JsonSchema;
}

function operations(): [string, string, Json][] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => [method.toUpperCase(), path, op as Json] as [string, string, Json]),
  );
}

function drawnRequests(op: Json): fc.Arbitrary<Drawn> {
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const p of (op.parameters ?? []) as Json[]) {
    if (p.in === 'path') params[p.name] = arbitraryFor(p.schema, resolve);
    if (p.in === 'query') query[p.name] = arbitraryFor(p.schema, resolve);
    if (p.in === 'query' && p.required) requiredQuery.push(p.name);
  }
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const text = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
  return fc.record({
    params: fc.record(params).map(text),
    query: fc.record(query, { requiredKeys: requiredQuery }).map(text),
    body: bodySchema ? arbitraryFor(bodySchema, resolve) : fc.constant(undefined),
    auth: fc.constantFrom<Drawn['auth']>('site', 'site', 'user', 'user', 'none'),
  });
}

/** The server's own schemas, as the dispatcher applies them, on what the document allowed. */
function serverSchemaIssues(method: string, path: string, drawn: Drawn): string[] {
  const endpoint = endpoints.find((e) => e.method === method && openApiPath(e.path) === path);
  if (!endpoint) return [];
  const parts = [
    ['params', endpoint.schemas.params, drawn.params],
    ['query', endpoint.schemas.query, drawn.query],
    ['body', endpoint.schemas.body, drawn.body],
  ] as const;
  return parts.flatMap(([part, schema, value]) => {
    const result = schema?.safeParse(value);
    return result && !result.success ? result.error.issues.map((i) => `${part}.${i.path.join('.')}: ${i.message}`) : [];
  });
}

async function send(method: string, path: string, drawn: Drawn) {
  const url = `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(drawn.params[name]!))}`;
  const search = new URLSearchParams(drawn.query).toString();
  const token = drawn.auth === 'site' ? TEST_TOKEN : drawn.auth === 'user' ? await issueToken(database.db, userId, new Date(`${TODAY}T10:00:00Z`)) : undefined;
  let req = request(app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](search ? `${url}?${search}` : url).set('X-Forwarded-For', freshIp());
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  return drawn.body === undefined ? req : req.send(drawn.body as object);
}

function checkAnswer(operation: string, op: Json, drawn: Drawn, res: request.Response): void {
  const where = `${operation} ${JSON.stringify(drawn)} → ${res.status} ${res.text.slice(0, 400)}`;
  expect(res.status < 500 || (UPSTREAM_STATES[operation] ?? []).includes(res.status), `server error: ${where}`).toBe(true);
  const documented = op.responses[String(res.status)];
  expect(documented, `undocumented status: ${where}`).toBeDefined();
  const content = resolve(documented).content?.['application/json'];
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const schema = content.schema.$ref ? { $ref: `doc${content.schema.$ref}` } : content.schema;
  const validate = ajv.compile(schema);
  expect(validate(res.body) ? [] : validate.errors, `answer breaks its documented schema: ${where}`).toEqual([]);
  if (res.status === 400 || res.status === 422) {
    // Only a rule on the data may refuse a request the document allows, and only for its own fields.
    expect(Object.keys(res.body.errors ?? { '(none)': [] }).filter((field) => !(DATA_RULES[operation] ?? []).includes(field)), where).toEqual([]);
  }
}

describe('the API against its own OpenAPI document (issue 14: 7–9, Schemathesis-style)', () => {
  it('documents every operation it is tested on', () => {
    // More than the 37 of the table would mean a document this test reads wrongly.
    expect(operations().length).toBe(endpoints.length + 1);
  });

  it.each([['every operation']])(`%s: ${RUNS} drawn requests each get a documented, schema-valid answer and no 5xx`, async () => {
    for (const [method, path, op] of operations()) {
      const operation = `${method} ${path}`;
      await fc.assert(
        fc.asyncProperty(drawnRequests(op), fc.nat(), async (raw, nights) => {
          const drawn = followCrossFieldRules(operation, raw, nights);
          expect(serverSchemaIssues(method, path, drawn), `the contract is looser than the server: ${operation} ${JSON.stringify(drawn)}`).toEqual([]);
          checkAnswer(operation, op, drawn, await send(method, path, drawn));
        }),
        { numRuns: RUNS },
      );
    }
  }, 240_000);
});
