import { match, type MatchFunction } from 'path-to-regexp';
import { isPublicToken, missingToken, invalidToken } from './auth';
import type { ApiContext, Caller, Endpoint, Method, RawInput } from './endpoint';
import { userForToken } from '../accounts/token-store';
import { isOperatorAuth, isOperatorToken, operatorForToken, STAGE_OF_AUTH, type SessionStage } from '../operators/operator-sessions';
import { HttpError, RefusalAfterWrite } from '../http-error';

// The API's one router: finds the endpoint for a method and path, identifies the caller from the bearer
// token (A2) and runs it. Express (server/api/router.ts) and the in-process transport both call it, so the
// server's own page loaders and remote callers meet the same validation, auth and answers.
interface Compiled {
  endpoint: Endpoint;
  match: MatchFunction<Record<string, string>>;
}

export type Dispatch = (
  method: string,
  pathname: string,
  input: Omit<RawInput, 'params'>,
) => Promise<{ status: number; body: unknown; changes: readonly string[]; headers: Readonly<Record<string, string>> }>;

/** A route under /api served beside the table (no bearer token: the OpenAPI document, a calendar download). */
export interface BesideRoute {
  method: Method;
  path: string;
}

/**
 * `beside`: the routes that Express answers before the API router. Their paths are known too, so any
 * other method on them is a 405 with Allow, like on the table's own paths, not an unknown endpoint.
 */
export function createDispatcher(table: Endpoint[], ctx: ApiContext, beside: readonly BesideRoute[] = []): Dispatch {
  const compiled: Compiled[] = table.map((endpoint) => ({
    endpoint,
    match: match(endpoint.path, { decode: safeDecode }),
  }));
  const besideMatches = beside.map((route) => ({ method: route.method, match: match(route.path, { decode: safeDecode }) }));

  return async function dispatch(method, pathname, input) {
    const verb = method === 'HEAD' ? 'GET' : method;
    const allowed: string[] = [];
    for (const { endpoint, match: m } of compiled) {
      const found = m(pathname);
      if (!found) continue;
      if (endpoint.method !== verb) {
        allowed.push(endpoint.method);
        continue;
      }
      const caller = await identify(input.token, input.ip, endpoint, ctx);
      const body = await endpoint.run({ ...input, params: found.params }, caller, ctx).catch((err: unknown) => {
        if (err instanceof RefusalAfterWrite) err.changes = endpoint.changes;
        throw err;
      });
      return { status: endpoint.status, body, changes: endpoint.changes, headers: endpoint.headers };
    }
    for (const route of besideMatches) if (route.match(pathname)) allowed.push(route.method);
    if (allowed.length === 0) throw new HttpError(404, 'Unknown API endpoint');
    // RFC 9110 §15.5.6: a 405 lists the methods the resource has (HEAD wherever GET is).
    if (allowed.includes('GET')) allowed.push('HEAD');
    throw new HttpError(405, 'Method not allowed', undefined, { Allow: [...new Set(allowed)].join(', ') });
  };
}

/**
 * The dispatcher, calling `onWrite` with what a call changed once it has succeeded (server/ssr/page-data-cache.ts):
 * a refused call (401, 404, 422, 409 …) changed nothing, so an anonymous loop of bad requests cannot keep
 * the cache empty for everyone. The one refusal that did change something (RefusalAfterWrite: an option
 * expired by its late confirmation, which happens once per option) calls it too.
 */
export function notifyingWrites(dispatch: Dispatch, onWrite: (changes: readonly string[]) => void | Promise<void>): Dispatch {
  return async (method, pathname, input) => {
    const result = await dispatch(method, pathname, input).catch(async (err: unknown) => {
      if (err instanceof RefusalAfterWrite && err.changes.length > 0) await onWrite(err.changes);
      throw err;
    });
    if (result.changes.length > 0) await onWrite(result.changes);
    return result;
  };
}

async function identify(token: string, ip: string, endpoint: Endpoint, ctx: ApiContext): Promise<Caller> {
  if (!token) throw missingToken();
  if (isOperatorAuth(endpoint.auth)) return identifyOperator(token, ip, endpoint, STAGE_OF_AUTH[endpoint.auth], ctx);
  // Console tokens reach the console's endpoints only.
  if (isOperatorToken(token)) throw invalidToken();
  if (isPublicToken(token, ctx.config.PUBLIC_API_TOKEN)) {
    if (endpoint.auth === 'user') {
      throw new HttpError(401, 'This call needs a user token: log in first', undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    return { user: null, token, ip };
  }
  // Opaque tokens are short; anything longer cannot be one and need not reach the database.
  const user = token.length <= 128 ? await userForToken(ctx.db, token, ctx.now()) : null;
  if (!user) throw invalidToken();
  return { user, token, ip };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in path');
  }
}

/**
 * Issue 27: a console endpoint needs a live session at its stage; a session at another stage is told which
 * step it owes (401 with a code the console acts on), and a role without the right a 403 that carries no data.
 */
async function identifyOperator(token: string, ip: string, endpoint: Endpoint, stage: SessionStage, ctx: ApiContext): Promise<Caller> {
  const caller = isOperatorToken(token) ? await operatorForToken(ctx.db, token, ctx.now()) : null;
  if (!caller) {
    throw new HttpError(
      401,
      'This call needs a console session: sign in to the console first',
      undefined,
      { 'WWW-Authenticate': 'Bearer' },
      'session_needed',
    );
  }
  if (caller.stage !== stage) {
    const code = caller.stage === 'password' ? 'code_needed' : caller.stage === 'enrol' ? 'enrolment_needed' : 'session_needed';
    throw new HttpError(
      401,
      'This session cannot make this call at its stage of signing in',
      undefined,
      { 'WWW-Authenticate': 'Bearer' },
      code,
    );
  }
  if (endpoint.roles && !endpoint.roles.includes(caller.operator.role)) {
    throw new HttpError(403, 'Your role in the company cannot do this', undefined, undefined, 'role_refused');
  }
  return { user: null, operator: caller, token, ip };
}
