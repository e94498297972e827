import type { ApiErrorBody } from '../../src/contract/api-error';
import { HttpError } from '../http-error';
import { isDatabaseUnavailable } from '../db/unavailable';

// Maps anything thrown below /api to a status and an A5 body. Unknown errors become a bare 500 with
// no internals; body-parser's own errors (malformed JSON, too large, wrong charset) keep their 4xx.
export function apiErrorOf(err: unknown): { status: number; body: ApiErrorBody; headers?: Record<string, string> } {
  if (err instanceof HttpError) {
    return {
      status: err.status,
      body: { message: err.message, ...(err.fields ? { errors: err.fields } : {}), ...(err.code ? { code: err.code } : {}) },
      headers: err.headers,
    };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: { message: 'Service temporarily unavailable' }, headers: { 'Retry-After': '30' } };
  }
  const status = statusOf(err);
  if (status && status >= 400 && status < 500) {
    return { status, body: { message: clientMessage(err, status) } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

function statusOf(err: unknown): number | undefined {
  if (err && typeof err === 'object') {
    const s = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
    if (typeof s === 'number') return s;
  }
  return undefined;
}

function clientMessage(err: unknown, status: number): string {
  const type = (err as { type?: unknown }).type;
  if (type === 'entity.parse.failed') return 'Malformed JSON body';
  if (type === 'entity.too.large') return 'Request body too large';
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') return 'Unsupported body encoding';
  return status === 404 ? 'Not found' : 'Bad request';
}
