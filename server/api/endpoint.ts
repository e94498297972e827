import type { Config } from '../config';

// One API endpoint: its route and a handler that takes parsed input and returns the JSON body.
// Express (server/api/router.ts) and the in-process transport (server/api/in-process-transport.ts)
// both dispatch through this table, so the server's own page loaders and remote callers meet the same
// validation, auth and answers.

export type Query = Record<string, string | string[] | undefined>;

export interface EndpointInput {
  params: Record<string, string>;
  query: Query;
  body: unknown;
  token: string;
}

export interface ApiContext {
  config: Config;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handle(input: EndpointInput, ctx: ApiContext): Promise<unknown>;
}
