import { isOperatorAuth, STAGE_OF_AUTH } from '../operators/operator-sessions';
import { STATUS_CODES } from 'node:http';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../src/contract/api-error';
import { rulesOf, type InputRule } from '../../src/contract/input-rules';
import { unknownQueryRefusal, type Endpoint, type Query } from './endpoint';
import { apiErrorOf } from './error-body';

// The API described for partners who integrate (OpenAPI 3.1), generated from the endpoint table and its
// zod schemas, so the description cannot drift from what the dispatcher validates. Served at
// /api/openapi.json WITHOUT a token: a partner reads it before they have one, and it holds nothing that
// the public site token does not already reveal.

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: a query parameter the operation does not list, an invalid one, malformed JSON or percent-encoding',
  401: 'Missing or invalid bearer token, or a user token is needed',
  404: 'Not found (unknown path parameter, such as a locale or slug)',
  405: 'Method not allowed',
  409: 'Conflict with the current state (for example the boat is no longer available)',
  413: 'Request body too large (64 kB)',
  415: 'Content-Type must be application/json',
  422: 'Validation failed; `errors` holds messages per field',
  429: 'Too many requests; see Retry-After',
  431: 'Request head too large (over 16 kB, the query string included)',
  503: 'Service unavailable: the database cannot be reached for a moment (try again after Retry-After seconds), or a service the call needs is not configured',
};

/** Retry-After on the answers that say when to come back. */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

const TAG_DESCRIPTIONS: Record<string, string> = {
  Site: 'The site itself: its languages and this description',
  Catalog: 'Countries, destinations, yacht types, the yacht search, boat pages, prices, availability and quotes',
  Content: 'Offers, crew, itineraries, news and FAQ in the language of the path',
  Forms: 'The contact form and the crew application',
  Bookings: 'Booking a boat, reading and confirming bookings',
  Accounts: 'Registration, sign-in (also with Google), profile, passwords and favourites',
  'Operator console': "A charter company's staff: sign-in with a second factor, invitations, people and the audit trail",
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return hoistSharedProperties(rest);
}

/**
 * `oneOf` branches that describe one property identically (google-auth's `language`) get it once, beside
 * the `oneOf`: the same schema, but readers (and Redocly's no-illogical-composition-keywords) then see that
 * the branches differ only where they exclude each other.
 */
function hoistSharedProperties(node: JsonSchema): JsonSchema {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) node[key] = value.map((v) => (v && typeof v === 'object' ? hoistSharedProperties(v as JsonSchema) : v));
    else if (value && typeof value === 'object') node[key] = hoistSharedProperties(value as JsonSchema);
  }
  const branches = node.oneOf as JsonSchema[] | undefined;
  if (!branches?.length || !branches.every((b) => b.type === 'object' && b.properties)) return node;
  const first = branches[0]!.properties as Record<string, unknown>;
  const shared = Object.keys(first).filter((name) =>
    branches.every((b) => {
      const props = b.properties as Record<string, unknown>;
      return (
        name in props && JSON.stringify(props[name]) === JSON.stringify(first[name]) && !((b.required ?? []) as string[]).includes(name)
      );
    }),
  );
  if (shared.length === 0) return node;
  const properties = { ...((node.properties ?? {}) as JsonSchema), ...Object.fromEntries(shared.map((name) => [name, first[name]])) };
  for (const branch of branches) {
    const props = { ...(branch.properties as JsonSchema) };
    for (const name of shared) delete props[name];
    branch.properties = props;
  }
  return { type: 'object', ...node, properties };
}

/** `/yacht/:slug` (path-to-regexp) → `/yacht/{slug}` (OpenAPI). */
export function openApiPath(path: string): string {
  return path.replace(/[:*](\w+)/g, '{$1}');
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!);
}

/** Path and query parameters from the endpoint's object schemas (their JSON Schema properties). */
function parameters(endpoint: Endpoint): JsonSchema[] {
  const params = endpoint.schemas.params ? jsonSchema(endpoint.schemas.params, 'input') : {};
  const pathProps = (params.properties ?? {}) as Record<string, JsonSchema>;
  const inPath = pathParamNames(endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathProps[name] ?? { type: 'string' },
  }));
  if (!endpoint.schemas.query) return inPath;
  const query = jsonSchema(endpoint.schemas.query, 'input');
  const required = new Set((query.required ?? []) as string[]);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function errorStatuses(endpoint: Endpoint): number[] {
  // 431: Node refuses a request head over 16 kB before the app (server/http/client-error.ts answers it).
  // 503: every operation of the table may read the database, if only to look up a user token (dispatch.ts
  // identify), and answers its outage with 503 and Retry-After (error-body.ts).
  const statuses = new Set([400, 401, 431, 503, ...endpoint.errors]);
  if (endpoint.schemas.params) statuses.add(404);
  if (endpoint.schemas.body) [413, 415, 422].forEach((s) => statuses.add(s));
  return [...statuses].sort((a, b) => a - b);
}

/**
 * A 400 (query) or 422 (body) answer that also refuses for rules JSON Schema cannot state
 * (src/contract/input-rules.ts): named in the description, and as `x-rules` with the `errors` keys each
 * refusal uses, for clients and the contract test to read.
 */
function refusalWithRules(status: number, rules: readonly InputRule[]): JsonSchema {
  return {
    description: `${ERROR_DESCRIPTIONS[status]}. Also refused, by rules JSON Schema cannot state: ${rules.map((r) => r.rule).join('; ')}`,
    'x-rules': rules.map(({ rule, fields }) => ({ rule, fields })),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  };
}

function operationId(endpoint: Endpoint): string {
  const words = endpoint.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return endpoint.method.toLowerCase() + words.join('');
}

function operation(endpoint: Endpoint): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    [endpoint.status]: {
      description: 'Success',
      ...(Object.keys(endpoint.headers).length
        ? {
            headers: Object.fromEntries(
              Object.entries(endpoint.headers).map(([name, value]) => [name, { schema: { type: 'string', const: value } }]),
            ),
          }
        : {}),
      content: { 'application/json': { schema: jsonSchema(endpoint.schemas.response, 'output') } },
    },
  };
  const rules: Record<number, readonly InputRule[]> = { 400: rulesOf(endpoint.schemas.query), 422: rulesOf(endpoint.schemas.body) };
  for (const status of errorStatuses(endpoint)) {
    responses[status] = rules[status]?.length ? refusalWithRules(status, rules[status]) : { $ref: `#/components/responses/Error${status}` };
  }
  return {
    operationId: operationId(endpoint),
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    // Issue 27: the console session stage an operation needs (the session token's `stage`).
    ...(isOperatorAuth(endpoint.auth) && { 'x-session-stage': STAGE_OF_AUTH[endpoint.auth] }),
    parameters: parameters(endpoint),
    ...(endpoint.schemas.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.schemas.body, 'input') } } } }
      : {}),
    responses,
  };
}

/** Which token an operation takes: the site's or a user's, a user's own, or a console session (issue 27). */
function securityOf(endpoint: Endpoint): JsonSchema[] {
  if (endpoint.auth === 'user') return [{ userToken: [] }];
  if (isOperatorAuth(endpoint.auth)) return [{ operatorSession: [] }];
  return [{ siteToken: [] }, { userToken: [] }];
}

/** `siteUrl`: the public origin (SITE_URL), whose terms page the document names as its terms and licence. */
export function openApiDocument(table: Endpoint[], siteUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {
    '/openapi.json': {
      get: {
        operationId: 'getOpenapiJson',
        summary: 'This description of the API (no token needed)',
        tags: ['Site'],
        security: [],
        responses: {
          200: { description: 'OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } },
          400: { $ref: '#/components/responses/Error400' },
          431: { $ref: '#/components/responses/Error431' },
        },
      },
    },
  };
  for (const endpoint of table) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  const statuses = [...new Set(table.flatMap(errorStatuses))].sort((a, b) => a - b);
  const errorResponses = Object.fromEntries(
    statuses.map((status) => [
      `Error${status}`,
      {
        description: ERROR_DESCRIPTIONS[status] ?? STATUS_CODES[status] ?? 'Error',
        ...(RETRY_AFTER_STATUSES.has(status)
          ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } } } }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bluewater charter API',
      version: '1.0.0',
      description:
        'JSON only. Every call carries `Authorization: Bearer <token>`: the public site token, or a user token from ' +
        '/login, /finish-registration (the link /registration mails) or /google-auth (A2). Texts come in the language of the `{locale}` path segment, ' +
        'falling back to English. Errors answer `{ message, errors? }`. Text values must not contain control ' +
        'characters (free texts may contain line breaks and tabs). A query parameter an operation does not list is ' +
        'refused (400). Rules JSON Schema cannot state (across fields, or needing the data or the clock) are listed ' +
        'on the 400 (query) or 422 (body) answer of their operation, as `x-rules` with the `errors` keys they use.',
      termsOfService: `${siteUrl}/en/terms`,
      license: { name: 'Proprietary', url: `${siteUrl}/en/terms` },
    },
    servers: [{ url: '/api' }],
    tags: [...new Set(['Site', ...table.map((e) => e.tag)])].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        siteToken: { type: 'http', scheme: 'bearer', description: 'The public site token (configured as PUBLIC_API_TOKEN)' },
        userToken: { type: 'http', scheme: 'bearer', description: "A user's own token, issued at login" },
        operatorSession: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A console session token ("op." and 43 characters) from POST /operator/session or an accepted invitation. Its stage decides what it reaches: "password" only the second factor, "enrol" only the TOTP set-up, "full" the console; a wrong stage answers 401 with code code_needed, enrolment_needed or session_needed. Sessions end after 30 minutes idle or 12 hours.',
        },
      },
      schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output') },
      responses: errorResponses,
    },
  };
}

/** GET /api/openapi.json: generated on first request, then served from memory. */
export function openApiRoute(table: Endpoint[], siteUrl: string): RequestHandler {
  let body: string | undefined;
  return (req, res) => {
    // It takes no query parameters, and refuses them like every operation it describes.
    const refusal = unknownQueryRefusal(new Set(), req.query as Query);
    if (refusal) {
      const answer = apiErrorOf(refusal);
      res.status(answer.status).set('Cache-Control', 'no-store').json(answer.body);
      return;
    }
    body ??= JSON.stringify(openApiDocument(table, siteUrl));
    res.set('Cache-Control', 'public, max-age=3600').type('application/json').send(body);
  };
}
