import { match, type MatchFunction } from 'path-to-regexp';
import { assertPublicToken } from './auth';
import type { ApiContext, Endpoint, EndpointInput } from './endpoint';
import { HttpError } from '../http-error';

// The API's one router: finds the endpoint for a method and path and runs it after the token check
// (A2). Express (server/api/router.ts) and the in-process transport both call it, so the server's own
// page loaders and remote callers meet the same validation, auth and answers.
interface Compiled {
  endpoint: Endpoint;
  match: MatchFunction<Record<string, string>>;
}

export type Dispatch = (method: string, pathname: string, input: Omit<EndpointInput, 'params'>) => Promise<unknown>;

export function createDispatcher(table: Endpoint[], ctx: ApiContext): Dispatch {
  const compiled: Compiled[] = table.map((endpoint) => ({
    endpoint,
    match: match(endpoint.path, { decode: safeDecode }),
  }));

  return async function dispatch(method, pathname, input) {
    const verb = method === 'HEAD' ? 'GET' : method;
    let pathMatched = false;
    for (const { endpoint, match: m } of compiled) {
      const found = m(pathname);
      if (!found) continue;
      pathMatched = true;
      if (endpoint.method !== verb) continue;
      assertPublicToken(input.token, ctx.config.PUBLIC_API_TOKEN);
      return endpoint.handle({ ...input, params: found.params }, ctx);
    }
    throw pathMatched ? new HttpError(405, 'Method not allowed') : new HttpError(404, 'Unknown API endpoint');
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in path');
  }
}
