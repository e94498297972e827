import type { Logger } from 'pino';
import { z } from 'zod';
import type { AuthUser } from '../accounts/token-store';
import type { OperatorCaller } from '../operators/operator-sessions';
import type { OperatorRole } from '../../src/contract/operator-roles';
import type { Config } from '../config';
import type { CatalogModel } from '../catalog/model/catalog-model';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import type { Mailer } from '../mail/mailer';
import type { AnswerOf, ApiMethod, BodyOf, EndpointDeclaration, ParamsOf, QueryOf } from '../../src/contract/endpoint';

// One API endpoint: its route, its zod schemas and a handler that takes parsed input and returns the
// JSON body. Express (server/api/router.ts) and the in-process transport (server/api/in-process-transport.ts)
// both dispatch through the one table, so the server's own page loaders and remote callers meet the same
// validation, auth and answers. The schemas also describe the API at /api/openapi.json.

export type Query = Record<string, string | string[] | undefined>;

/** What the transport hands over, before validation. */
export interface RawInput {
  params: Record<string, string>;
  query: Query;
  body: unknown;
  token: string;
  /** The client's address (rate limits); 'in-process' for the server's own calls. */
  ip: string;
}

/** Who may call: the site token or a user's ('public'), a user's own token ('user'), or a console session at a stage. */
type EndpointAuth = 'public' | 'user' | 'operator' | 'operator-password' | 'operator-enrol';

export interface Caller {
  /** null for the public site token. */
  user: AuthUser | null;
  /** A console session (issue 27), on the operator endpoints only. */
  operator?: OperatorCaller;
  token: string;
  ip: string;
}

export interface ApiContext {
  config: Config;
  db: Database;
  /** The catalog in memory (server/catalog/model/catalog-model.ts): what searches, cards and shown quotes read. */
  catalog: CatalogModel;
  mailer: Mailer;
  logger: Logger;
  now(): Date;
}

export type Method = ApiMethod;

export interface Endpoint {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  /**
   * 'user': a user's own token is required (A2); 'public': the site token or a user token; 'operator': a
   * console session past its second factor, 'operator-password' one that owes it, 'operator-enrol' one
   * setting TOTP up (issue 27).
   */
  auth: EndpointAuth;
  /** Operator endpoints: the roles allowed (every role when absent). */
  roles?: readonly OperatorRole[];
  status: number;
  schemas: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response: z.ZodType };
  /** Error statuses this endpoint answers besides 400/401 (documented in OpenAPI). */
  errors: number[];
  /** The public reads (API path prefixes) a successful call can change: the page-data cache drops them. */
  changes: readonly string[];
  /** Fixed headers of a successful answer over HTTP (e.g. a download's Content-Disposition). */
  headers: Readonly<Record<string, string>>;
  run(input: RawInput, caller: Caller, ctx: ApiContext): Promise<unknown>;
}

/**
 * What the server adds to an endpoint's declaration (src/contract/*-endpoints.ts): its schemas, handler and
 * documentation. The schemas must fit the declared types: the params schema's output and the response
 * schema's output are the declared ones, and what a caller may send (the declared query and body) is what
 * the query and body schemas take; the handler answers the response schema's input.
 */
interface EndpointDefinition<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  summary: string;
  tag: string;
  auth?: EndpointAuth;
  roles?: readonly OperatorRole[];
  status?: number;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  errors?: number[];
  changes?: readonly string[];
  headers?: Readonly<Record<string, string>>;
  handle(input: { params: z.output<P>; query: z.output<Q>; body: z.output<B>; caller: Caller }, ctx: ApiContext): Promise<z.input<R>>;
}

/** A type error naming the part whose schema does not take what the declaration lets a caller send. */
type Takes<Declared, S extends z.ZodType, Part extends string> = [Declared] extends [undefined]
  ? unknown
  : [Declared] extends [z.input<S>]
    ? unknown
    : { [K in Part]: `the ${Part} schema does not take the declared ${Part}` };

/**
 * A request body the router could not take (not JSON, malformed, too large). It is answered (415, 400,
 * 413) only once the path, the method and the caller have passed, as HTTP orders them; an endpoint that
 * reads no body ignores it.
 */
export class UnreadableBody {
  constructor(readonly error: unknown) {}
}

/**
 * Builds an endpoint from its declaration (method and path, written once in src/contract) and the server's
 * schemas and handler; the handler only ever sees input that passed its schemas (A5).
 */
export function defineEndpoint<
  D extends EndpointDeclaration,
  P extends z.ZodType<ParamsOf<D>> = z.ZodType<Record<string, string>>,
  Q extends z.ZodType = z.ZodType<Query>,
  B extends z.ZodType = z.ZodType<unknown>,
  R extends z.ZodType<AnswerOf<D>> = z.ZodType<AnswerOf<D>>,
>(decl: D, def: EndpointDefinition<P, Q, B, R> & Takes<QueryOf<D>, Q, 'query'> & Takes<BodyOf<D>, B, 'body'>): Endpoint {
  const queryKeys = new Set(def.query ? queryParameterNames(def.query) : []);
  return {
    method: decl.method,
    path: decl.path,
    summary: def.summary,
    tag: def.tag,
    auth: def.auth ?? 'public',
    ...(def.roles && { roles: def.roles }),
    status: def.status ?? 200,
    errors: def.errors ?? [],
    changes: def.changes ?? [],
    headers: def.headers ?? {},
    schemas: { params: def.params, query: def.query, body: def.body, response: def.response },
    async run(input, caller, ctx) {
      const params = def.params ? parseOrThrow(def.params, input.params, 404, 'Not found') : input.params;
      if (input.body instanceof UnreadableBody) {
        if (def.body) throw input.body.error;
        input = { ...input, body: {} };
      }
      const refusal = unknownQueryRefusal(queryKeys, input.query);
      if (refusal) throw refusal;
      const query = def.query ? parseOrThrow(def.query, input.query, 400, 'Invalid query parameters') : input.query;
      const body = def.body ? parseOrThrow(def.body, input.body, 422, 'The given data was invalid') : input.body;
      return def.handle({ params, query, body, caller } as never, ctx);
    },
  };
}

/** The query parameters a schema reads: the properties of its input, as /api/openapi.json lists them. */
function queryParameterNames(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

/**
 * A5, issue 25: a query parameter the operation does not list is refused (400), on every operation, as the
 * document's closed parameter list says, rather than ignored: a misspelt filter (`?destination=` for
 * `?destinations=`) would otherwise answer the unfiltered list as if it had been applied.
 */
export function unknownQueryRefusal(known: ReadonlySet<string>, query: Query): HttpError | undefined {
  const unknown = Object.keys(query).filter((key) => !known.has(key));
  if (unknown.length === 0) return undefined;
  return new HttpError(400, 'Invalid query parameters', Object.fromEntries(unknown.map((key) => [key, ['Unknown query parameter']])));
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, status: number, message: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(status, message, fieldErrors(result.error));
}

/** Zod issues as `{ field: [messages] }` (A5); issues without a path go under "_". */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
