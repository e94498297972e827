import { queryString } from './query-string';

// One declaration per API endpoint (issue 26, docs/decisions/037): its method, its path template and the
// types of its input and answer. The server's endpoint table (server/api/endpoint.ts) adds the zod schemas
// and the handler to it; the browser builds its SWR keys and calls from it (src/api/). A declaration is a
// plain object with types only, so importing one brings no zod into the browser (decision 011).

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A query's values: undefined ones are left out. */
type QueryValue = string | number | boolean | undefined;

interface EndpointTypes {
  /** The path parameters' values, as the server's params schema reads them. */
  params: object;
  /** What a caller sends in the query (the query schema's input); undefined: the endpoint reads none. */
  query: object | undefined;
  /** What a caller sends as the body (the body schema's input); undefined: the endpoint reads none. */
  body: unknown;
  /** The answer (the response schema's output). */
  answer: unknown;
}

export interface EndpointDeclaration<Types extends EndpointTypes = EndpointTypes> {
  readonly method: ApiMethod;
  /** Below the API base, path-to-regexp style: `/offers/:locale/:slug`. */
  readonly path: string;
  /** Carries the types only; never set at run time. */
  readonly types?: Types;
}

type Declared<T extends Partial<EndpointTypes>> = {
  params: T extends { params: infer P extends object } ? P : Record<never, never>;
  query: T extends { query: infer Q extends object } ? Q : undefined;
  body: T extends { body: infer B } ? B : undefined;
  answer: T extends { answer: infer A } ? A : unknown;
};

/**
 * `export const x: Declare<{ params; query; body; answer }> = { method: 'GET', path: '/path/:param' }`: what
 * is left out is none. A plain object literal, so the build drops the declarations a page does not use.
 */
export type Declare<T extends Partial<EndpointTypes> & { answer: unknown }> = EndpointDeclaration<Declared<T>>;

type TypesOf<D> = D extends EndpointDeclaration<infer T> ? T : never;
export type ParamsOf<D> = TypesOf<D>['params'];
export type QueryOf<D> = TypesOf<D>['query'];
export type BodyOf<D> = TypesOf<D>['body'];
export type AnswerOf<D> = TypesOf<D>['answer'];

/** A part of a request: required when the declaration has one with required fields, else optional. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** Where a call goes: the path's parameters and the query. */
export type LocationOf<D> = Part<'params', ParamsOf<D>> & Part<'query', QueryOf<D>>;

/** Everything a call sends. */
export type RequestOf<D> = LocationOf<D> & Part<'body', BodyOf<D>>;

/**
 * The API path of a declaration with its parameters and query: the SWR key of a read, the path of a
 * call. Parameters are encoded; the query is written the site's one way (src/contract/query-string.ts), in
 * the order given, without undefined values.
 */
export function keyOf<D extends EndpointDeclaration>(decl: D, location: LocationOf<D>): string {
  const { params, query } = location as { params?: Record<string, unknown>; query?: Record<string, QueryValue> };
  const path = decl.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const pairs = Object.entries(query ?? {}).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]));
  return pairs.length > 0 ? `${path}?${queryString(pairs)}` : path;
}
