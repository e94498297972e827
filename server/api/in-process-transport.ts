import { parse as parseQuery } from 'node:querystring';
import type { Transport } from '../../src/lib/api-client';
import type { Dispatch } from './dispatch';
import { apiErrorOf } from './error-body';
import { frozenJsonCopy } from './json-copy';

// The server's page loaders call the API without a socket when it runs in this process (A1). The
// answer is copied as JSON would carry it, so that loaders see exactly what a remote caller would (no
// Date objects, no undefined fields), and frozen, as the page data cache shares it. Every call has a
// deadline (H1: a slow API cannot hang a page).
export function createInProcessTransport(dispatch: Dispatch, timeoutMs: number): Transport {
  return async ({ method, path, token, body }) => {
    const url = new URL(path, 'http://in-process');
    const query = parseQuery(url.search.slice(1)) as Record<string, string | string[] | undefined>;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('API call timed out'), { timeout: true })), timeoutMs);
    });
    try {
      const result = await Promise.race([dispatch(method, url.pathname, { query, body: body ?? {}, token, ip: 'in-process' }), deadline]);
      return { status: result.status, body: frozenJsonCopy(result.body) };
    } catch (err) {
      if (err && typeof err === 'object' && 'timeout' in err) return { status: 504, body: { message: 'API call timed out' } };
      const { status, body: errorBody, headers } = apiErrorOf(err);
      // A bug stays an exception (the page's 500, logged with its stack); an unreachable database is a 503.
      if (status >= 500 && status !== 503) throw err;
      return { status, body: errorBody, retryAfter: headers?.['Retry-After'] };
    } finally {
      clearTimeout(timer);
    }
  };
}
