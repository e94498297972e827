import type { z } from 'zod';
import { keyOf, type AnswerOf, type EndpointDeclaration, type RequestOf } from '../contract/endpoint';

// One API client for the browser and the server (A1, H1). What differs between them is only the
// transport: `fetch` in the browser (no timeout), `got` or an in-process call on the server (with one).

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  /** Path below the API base, with its query string, e.g. `/yacht/sun-odyssey?x=1`. */
  path: string;
  token: string;
  body?: unknown;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  /** The answer's `Retry-After`, as its text (seconds or an HTTP date). */
  retryAfter?: string | undefined;
}

export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The answer's `Retry-After` (a 429 or 503 says when to come back). */
    readonly retryAfter?: string,
  ) {
    super(messageOf(body) ?? `API answered ${status}`);
    this.name = 'ApiError';
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/** The server's per-field messages of a 422 (A5), or none: what every form shows beside its fields. */
export function fieldMessagesOf(err: unknown): Record<string, string[]> {
  if (!(err instanceof ApiError) || err.status !== 422) return {};
  const errors = (err.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const texts = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
    if (texts.length) out[field] = texts;
  }
  return out;
}

// H1: GET is retried once on these statuses; other methods never are (they may not be idempotent).
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** The longest `Retry-After` the one retry waits for; an answer that asks for longer is not retried. */
const MAX_RETRY_WAIT_MS = 2_000;

function shouldRetry(method: HttpMethod, status: number, attempt: number): boolean {
  return method === 'GET' && attempt === 0 && RETRY_STATUSES.has(status);
}

/**
 * How long to wait before the retry: what `Retry-After` asks (seconds or a date), 0 without it; null
 * when it asks for longer than MAX_RETRY_WAIT_MS, so a rate-limited or unavailable API is not asked
 * again before it said it would answer.
 */
export function retryDelayMs(retryAfter: string | undefined, now = Date.now()): number | null {
  if (retryAfter === undefined || retryAfter.trim() === '') return 0;
  const text = retryAfter.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (Number.isNaN(ms)) return 0;
  const wait = Math.max(0, ms);
  return wait > MAX_RETRY_WAIT_MS ? null : wait;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}

export interface ApiClient {
  get<T = unknown>(path: string, schema?: z.ZodType<T>, options?: { token?: string }): Promise<T>;
  send<T = unknown>(
    method: Exclude<HttpMethod, 'GET'>,
    path: string,
    body: unknown,
    options?: { token?: string; schema?: z.ZodType<T> },
  ): Promise<T>;
  /** A call of a declared endpoint (src/contract/*-endpoints.ts): its path built from the declaration. */
  call<D extends EndpointDeclaration>(decl: D, request: RequestOf<D>): Promise<AnswerOf<D>>;
}

export function createApiClient({ transport, token }: { transport: Transport; token: string }): ApiClient {
  async function request<T>(req: ApiRequest, schema?: z.ZodType<T>): Promise<T> {
    let attempt = 0;
    let res = await transport(req);
    while (shouldRetry(req.method, res.status, attempt)) {
      const wait = retryDelayMs(res.retryAfter);
      if (wait === null) break;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      attempt += 1;
      res = await transport(req);
    }
    if (!isSuccess(res.status)) throw new ApiError(res.status, res.body, res.retryAfter);
    return schema ? schema.parse(res.body) : (res.body as T);
  }

  return {
    get: (path, schema, options) => request({ method: 'GET', path, token: options?.token ?? token }, schema),
    send: (method, path, body, options) => request({ method, path, body, token: options?.token ?? token }, options?.schema),
    call: (decl, req) => {
      const { body } = req as { body?: unknown };
      return request({ method: decl.method, path: keyOf(decl, req), body, token });
    },
  };
}
