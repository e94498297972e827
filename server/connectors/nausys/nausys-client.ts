import got, { RequestError, TimeoutError } from 'got';
import type { z } from 'zod';
import { FleetSourceError, type FleetSourceErrorKind } from '../fleet-source';

// One NauSYS v6 account's HTTP calls (issue 29). Every call is a POST with the credentials in the JSON body:
// the catalogue and occupancy calls take them as the body itself (RestAuthentication), the others under
// "credentials". NauSYS reports its errors as an HTTP 200 whose body has a status other than "OK" and an
// errorCode, so the body is read, not the HTTP status. One attempt per call (the caller's resilient source
// retries), a timeout, and the calls of one account made one after another, as NauSYS's implementation
// guidelines ask ("parallel multi threads are not allowed"). The credentials never reach a message or a log.

export interface NausysAccount {
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
}

/** A read answers what is there; a write's refusal means the days cannot be had ('refused'). */
type CallKind = 'read' | 'write';

// RestStatus's codes (the documentation's table). Its own example answers OPERATION_NOT_ALLOWED with code
// 100, so the status's name is read first and the code only when the name is not one of these.
const BY_STATUS: Record<string, FleetSourceErrorKind> = {
  AUTHENTICATION_ERROR: 'credentials',
  INVALID_YACHT_ID: 'not_found',
  WRONG_YACHT_OWNERSHIP: 'not_found',
  UNKNOWN_ERROR: 'unavailable',
};
const BY_CODE: Record<number, FleetSourceErrorKind> = { 100: 'credentials', 402: 'not_found', 403: 'not_found', 999: 'unavailable' };

export type NausysCall = <S extends z.ZodType>(
  path: string,
  body: Record<string, unknown>,
  schema: S,
  kind: CallKind,
) => Promise<z.output<S>>;

export function nausysClient(account: NausysAccount): NausysCall {
  const http = got.extend({
    prefixUrl: account.baseUrl.replace(/\/+$/, ''),
    throwHttpErrors: false,
    retry: { limit: 0 },
    timeout: { request: account.timeoutMs },
    responseType: 'text',
    headers: { accept: 'application/json' },
  });
  const credentials = { username: account.username, password: account.password };
  let queue: Promise<unknown> = Promise.resolve();

  async function call<S extends z.ZodType>(path: string, body: Record<string, unknown>, schema: S, kind: CallKind): Promise<z.output<S>> {
    const flat = path.startsWith('catalogue/') || path.startsWith('yachtReservation/v6/occupancy/');
    const json = flat ? { ...credentials, ...body } : { credentials, ...body };
    let res;
    try {
      res = await http.post(path, { json });
    } catch (err) {
      if (err instanceof TimeoutError)
        throw new FleetSourceError('unavailable', `NauSYS did not answer ${path} within ${account.timeoutMs} ms`);
      const code = err instanceof RequestError ? err.code : 'an unknown error';
      throw new FleetSourceError('unavailable', `NauSYS could not be reached for ${path} (${code})`);
    }
    if (res.statusCode >= 500) throw new FleetSourceError('unavailable', `NauSYS answered ${path} with HTTP ${res.statusCode}`);
    if (res.statusCode === 401 || res.statusCode === 403)
      throw new FleetSourceError('credentials', `NauSYS refused the credentials (HTTP ${res.statusCode})`);
    if (res.statusCode !== 200) throw new FleetSourceError('invalid_answer', `NauSYS answered ${path} with HTTP ${res.statusCode}`);
    let answer: unknown;
    try {
      answer = JSON.parse(res.body);
    } catch {
      // A maintenance page is served as HTML; anything else that is not JSON is a broken answer.
      const html = /html/i.test(String(res.headers['content-type']));
      throw new FleetSourceError(
        html ? 'unavailable' : 'invalid_answer',
        `NauSYS answered ${path} with ${html ? 'a web page' : 'something other than JSON'}`,
      );
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      throw new FleetSourceError('invalid_answer', `NauSYS answered ${path} with something other than an object`);
    }
    const { status, errorCode } = answer as { status?: unknown; errorCode?: unknown };
    if ((status !== undefined && status !== 'OK') || (errorCode !== undefined && errorCode !== 0)) {
      throw nausysError(path, String(status), typeof errorCode === 'number' ? errorCode : Number(errorCode), kind);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new FleetSourceError(
        'invalid_answer',
        `NauSYS's answer to ${path} does not match its description (${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'invalid'})`,
      );
    }
    return parsed.data;
  }

  return (path, body, schema, kind) => {
    const turn = queue.then(() => call(path, body, schema, kind));
    queue = turn.catch(() => undefined);
    return turn;
  };
}

function nausysError(path: string, status: string, code: number, kind: CallKind): FleetSourceError {
  // Any other error on a write (OPERATION_NOT_ALLOWED, NOT_ALLOWED_TO_BOOK_THIS_YACHT, …) is the system
  // saying no to these days; on a read it is an answer we cannot use.
  const errorKind = BY_STATUS[status] ?? BY_CODE[code] ?? (kind === 'write' ? 'refused' : 'invalid_answer');
  return new FleetSourceError(
    errorKind,
    `NauSYS answered ${path} with ${status || 'an error'} (code ${Number.isNaN(code) ? 'none' : code})`,
  );
}
