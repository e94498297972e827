import got, { RequestError, TimeoutError } from 'got';
import type { z } from 'zod';
import { FleetSourceError } from '../fleet-source';

// One Booking Manager API v2 key's HTTP calls (issue 29). The key rides in the Authorization header as
// "Bearer <key>" (avocatl/mmk bm/bm.go); answers are JSON. One attempt per call (the caller's resilient
// source retries), a timeout, and every failure a FleetSourceError. The key never reaches a message, a log
// or an error's cause (got's errors carry the request's headers, so they are not passed on).

export interface BmAccount {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** A read answers what is there; a write's 4xx means the days cannot be had ('refused'). */
type CallKind = 'read' | 'write';

interface BmRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | string[]>;
  body?: Record<string, unknown>;
  kind: CallKind;
}

export type BmCall = <S extends z.ZodType>(request: BmRequest, schema: S) => Promise<z.output<S>>;

/**
 * The real API writes its ids as 19-digit JSON numbers, which JSON.parse would round (a double holds 15–16
 * digits): every number of 16 digits or more standing as a value is read as text instead.
 */
function parseExactJson(text: string): unknown {
  return JSON.parse(text.replace(/([:[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g, '$1"$2"'));
}

/** The id fields the API takes as numbers, written as bare digits however long. */
function exactJsonBody(body: Record<string, unknown>): string {
  return JSON.stringify(body).replace(/"(yachtId|baseFromId|baseToId)":"(\d+)"/g, '"$1":$2');
}

export function bmClient(account: BmAccount): BmCall {
  const http = got.extend({
    prefixUrl: account.baseUrl.replace(/\/+$/, ''),
    throwHttpErrors: false,
    retry: { limit: 0 },
    timeout: { request: account.timeoutMs },
    responseType: 'text',
    followRedirect: false,
    headers: { accept: 'application/json', authorization: `Bearer ${account.apiKey}` },
  });

  return async (request, schema) => {
    const { method, path, kind } = request;
    const what = `${method} /${path}`;
    let res;
    try {
      res = await http(path, {
        method,
        searchParams: request.query
          ? new URLSearchParams(Object.entries(request.query).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])))
          : undefined,
        ...(request.body ? { body: exactJsonBody(request.body), headers: { 'content-type': 'application/json' } } : {}),
      });
    } catch (err) {
      if (err instanceof TimeoutError)
        throw new FleetSourceError('unavailable', `Booking Manager did not answer ${what} within ${account.timeoutMs} ms`);
      const code = err instanceof RequestError ? err.code : 'an unknown error';
      throw new FleetSourceError('unavailable', `Booking Manager could not be reached for ${what} (${code})`);
    }
    const status = res.statusCode;
    // A refusal is a short text ("Yacht is not available."): worth keeping, but an answer echoing the
    // request must not carry the key into our message.
    const said = (account.apiKey ? res.body.split(account.apiKey).join('…') : res.body)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120);
    if (status >= 500 || status === 429) throw new FleetSourceError('unavailable', `Booking Manager answered ${what} with HTTP ${status}`);
    if (status === 401 || status === 403) throw new FleetSourceError('credentials', `Booking Manager refused the API key (HTTP ${status})`);
    if (status === 404) throw new FleetSourceError('not_found', `Booking Manager has no ${path} (HTTP 404)`);
    if (status >= 400) {
      // A write the system turns down (the days are taken, an option expired) is its no; a read it turns
      // down means we asked something the description does not allow.
      throw new FleetSourceError(
        kind === 'write' ? 'refused' : 'invalid_answer',
        `Booking Manager answered ${what} with HTTP ${status}${said ? `: ${said}` : ''}`,
      );
    }
    if (status < 200 || status >= 300) throw new FleetSourceError('invalid_answer', `Booking Manager answered ${what} with HTTP ${status}`);
    let answer: unknown;
    try {
      // A DELETE may answer with nothing at all.
      answer = res.body.trim() === '' ? null : parseExactJson(res.body);
    } catch {
      // A maintenance page comes as HTML with a 200 at times; anything else not JSON is a broken answer.
      const html = /html/i.test(String(res.headers['content-type'])) || /^\s*</.test(res.body);
      throw new FleetSourceError(
        html ? 'unavailable' : 'invalid_answer',
        `Booking Manager answered ${what} with ${html ? 'a web page' : 'something other than JSON'}`,
      );
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new FleetSourceError(
        'invalid_answer',
        `Booking Manager's answer to ${what} does not match its description (${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'invalid'})`,
      );
    }
    return parsed.data;
  };
}
