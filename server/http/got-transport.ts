import got from 'got';
import type { Transport } from '../../src/lib/api-client';

// The server's transport to an external API (API_BASE_URL). got's own retry is off: the one retry
// policy (H1) lives in the shared API client. Every call has a deadline.
export function createGotTransport(baseUrl: string, timeoutMs: number): Transport {
  const client = got.extend({
    prefixUrl: baseUrl,
    throwHttpErrors: false,
    retry: { limit: 0 },
    timeout: { request: timeoutMs },
    responseType: 'text',
  });
  return async ({ method, path, token, body }) => {
    try {
      const res = await client(path.replace(/^\//, ''), {
        method,
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { json: body }),
      });
      const retryAfter = res.headers['retry-after'];
      return { status: res.statusCode, body: parseJson(res.body), retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined };
    } catch (err) {
      if (err instanceof Error && 'code' in err && err.code === 'ETIMEDOUT') {
        return { status: 504, body: { message: 'API call timed out' } };
      }
      return { status: 502, body: { message: 'API unreachable' } };
    }
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: 'API answered with something other than JSON' };
  }
}
