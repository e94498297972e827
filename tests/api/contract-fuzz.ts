import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import request from 'supertest';
import { expect } from 'vitest';
import { addDays } from '../../src/contract/iso-date';
import { arbitraryFor, type JsonSchema } from './json-schema-arbitrary';

// What Schemathesis checks, drawn from /api/openapi.json alone (issue 14: 7–9; issue 25): requests for every
// operation (path parameters, query, JSON body) sent with the site token, a user's token, a console session or none, and their
// answers checked against the document. Shared by the in-process suite (tests/api/openapi-contract.test.ts)
// and the one against the production build (tests/e2e/build-contract.test.ts): `target` is the Express app
// or the build's base URL. An answer fails on
//   - a 5xx (but a documented one of an unconfigured upstream, UPSTREAM_STATES);
//   - a status the operation does not document, or a body (success or error) that breaks its schema;
//   - a 400/422 whose `errors` name a field that no rule of that answer's `x-rules` names: a request the
//     document allows is refused only for a rule the document gives (src/contract/input-rules.ts).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document read as plain JSON
export type Json = Record<string, any>;
/** 'operator': a console session at the stage the operation documents (`x-session-stage`, issue 27). */
export type Auth = 'site' | 'user' | 'operator' | 'none';
export interface Drawn {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  auth: Auth;
}
export interface Operation {
  /** "GET /yacht/{slug}" */
  name: string;
  method: string;
  path: string;
  op: Json;
}

/**
 * 5xx an operation documents for a service it depends on: Google sign-in is not configured in tests (503)
 * and would be unreachable (502); credentials drawn for a fleet system are checked with the real one, which
 * tests cannot reach (503, nothing saved; issue 29). Anything else at 500 or above fails.
 */
const UPSTREAM_STATES: Record<string, number[]> = { 'POST /google-auth': [502, 503], 'PUT /operator/connector': [503] };

// The API's calendar ends with isIsoDate's last year (src/contract/iso-date.ts).
const LAST_DAY = '2199-12-31';

/** A start and the day `days` later, both moved back when the later one would fall after LAST_DAY. */
function span(start: string, days: number): [string, string] {
  const end = addDays(start, days);
  return end > LAST_DAY ? [addDays(LAST_DAY, -days), LAST_DAY] : [start, end];
}

/**
 * The cross-field rules of the document's `x-rules`, followed as a client would. Refusals under them are
 * allowed either way (checkAnswer reads them from the document); following them in part of the draws keeps
 * the success answers of those operations checked too, which random confirmations and date pairs would
 * almost never reach.
 */
function followCrossFieldRules(operation: string, drawn: Drawn, nights: number, today: string): Drawn {
  const query = { ...drawn.query };
  const body = drawn.body && typeof drawn.body === 'object' ? { ...(drawn.body as Json) } : drawn.body;
  if (body && typeof body === 'object' && 'password_confirmation' in (body as Json))
    (body as Json).password_confirmation = (body as Json).password;
  if (operation === 'POST /bookings')
    [(body as Json).date_start, (body as Json).date_end] = span((body as Json).date_start, 1 + (nights % 60));
  // The search's dates: at most 365 nights (dateRange wins over date_start/date_end).
  const range = /^( *)(\d{4}-\d{2}-\d{2})(.*?)(\d{4}-\d{2}-\d{2})( *)$/.exec(query.dateRange ?? '');
  if (range) {
    const [start, end] = span(range[2]!, nights % 366);
    query.dateRange = `${range[1]}${start}${range[3]}${end}${range[5]}`;
  } else if (query.date_start?.trim() && query.date_end?.trim()) [query.date_start, query.date_end] = span(query.date_start, nights % 366);
  if (operation === 'GET /booking-alternatives') [query.date_start, query.date_end] = span(query.date_start!, 1 + (nights % 60));
  if (operation.startsWith('GET /yacht-quote/') && ![query.dateRange, query.date_start, query.date_end].some((v) => v?.trim())) {
    query.date_start = addDays(today, nights % 400);
  }
  return { ...drawn, query, body };
}

export interface SendOptions {
  /**
   * The token of a drawn request: the site token, a user's (fresh if the suite's calls may revoke it), a
   * console session at the operation's `x-session-stage`, or none.
   */
  token(auth: Auth, op: Json): Promise<string | undefined>;
  /** Headers every request carries (a client address of its own, for the rate limits). */
  headers(): Record<string, string>;
}

/** Reads one OpenAPI document: its operations, requests drawn from them and the check of an answer. */
export function contractOf(doc: Json) {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');

  function resolve(schema: JsonSchema): JsonSchema {
    if (typeof schema.$ref !== 'string') return schema;
    return schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: Json, key: string) => node[key], doc) as JsonSchema;
  }

  function operations(): Operation[] {
    return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        op: op as Json,
      })),
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
      auth: op['x-session-stage']
        ? fc.constantFrom<Auth>('operator', 'operator', 'operator', 'site', 'none')
        : fc.constantFrom<Auth>('site', 'site', 'user', 'user', 'none'),
    });
  }

  /** The `errors` keys the rules of an operation's documented 400 or 422 answer may use (`x-rules`). */
  function ruleFields(op: Json, status: number): string[] {
    const documented = op.responses[String(status)];
    return documented ? ((resolve(documented)['x-rules'] ?? []) as Json[]).flatMap((rule) => rule.fields as string[]) : [];
  }

  function checkAnswer({ name, op }: Operation, drawn: Drawn, res: request.Response): void {
    const where = `${name} ${JSON.stringify(drawn)} → ${res.status} ${res.text.slice(0, 400)}`;
    expect(res.status < 500 || (UPSTREAM_STATES[name] ?? []).includes(res.status), `server error: ${where}`).toBe(true);
    const documented = op.responses[String(res.status)];
    expect(documented, `undocumented status: ${where}`).toBeDefined();
    const content = resolve(documented).content?.['application/json'];
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    const schema = content.schema.$ref ? { $ref: `doc${content.schema.$ref}` } : content.schema;
    const validate = ajv.compile(schema);
    expect(validate(res.body) ? [] : validate.errors, `answer breaks its documented schema: ${where}`).toEqual([]);
    if (res.status === 400 || res.status === 422) {
      // Only a rule the document gives may refuse a request it allows, and only for that rule's fields.
      const allowed = ruleFields(op, res.status);
      expect(
        Object.keys(res.body.errors ?? { '(no errors)': [] }).filter((field) => !allowed.includes(field)),
        `refused for a rule the document does not give: ${where}`,
      ).toEqual([]);
    }
  }

  async function send(target: Parameters<typeof request>[0], { method, path, op }: Operation, drawn: Drawn, options: SendOptions) {
    const url = `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(drawn.params[name]!))}`;
    const search = new URLSearchParams(drawn.query).toString();
    const token = await options.token(drawn.auth, op);
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const agent = request(target);
    let req = agent[verb](search ? `${url}?${search}` : url).set(options.headers());
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    return drawn.body === undefined ? req : req.send(drawn.body as object);
  }

  return { operations, drawnRequests, ruleFields, checkAnswer, send };
}
export type Contract = ReturnType<typeof contractOf>;

/** One base seed for a whole run: CONTRACT_SEED repeats a failed one. */
const CONTRACT_SEED = Number(process.env.CONTRACT_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * `runs` drawn requests for every operation of `contract`, half of them following the cross-field rules,
 * each handed to `run` (which sends and checks it). A failure names the operation and CONTRACT_SEED.
 */
export async function drawForEveryOperation(
  contract: Contract,
  runs: number,
  today: string,
  run: (operation: Operation, drawn: Drawn) => Promise<void>,
): Promise<void> {
  for (const [index, operation] of contract.operations().entries()) {
    try {
      await fc.assert(
        fc.asyncProperty(contract.drawnRequests(operation.op), fc.nat(), fc.boolean(), async (raw, nights, followRules) => {
          await run(operation, followRules ? followCrossFieldRules(operation.name, raw, nights, today) : raw);
        }),
        { numRuns: runs, seed: CONTRACT_SEED + index },
      );
    } catch (err) {
      throw new Error(`${operation.name} failed (CONTRACT_SEED=${CONTRACT_SEED} repeats the run)\n${(err as Error).message}`, {
        cause: err,
      });
    }
  }
}
