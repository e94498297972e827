import type { LanguageCode } from './contract/languages';
import { slugOf } from './contract/slug';
import { ApiError } from './lib/api-client';
import type { DataView } from './api/data-view';
import type { RouteDef } from './route-def';

// What a route loader is (docs/decisions/036): a page's server data (S2), run by the server alone
// (server/ssr/run-loaders.ts) before the page renders. A route folder's loaders live in its
// route.server.ts, keyed by route id, and src/routes/route-loaders.server.ts gathers them. A `.server.ts`
// module never reaches the browser: the client build refuses to resolve one (vite.config.ts), and
// tests/e2e/server-modules.test.ts reads the built chunks' module lists to prove it.

export interface LoaderArgs {
  params: Record<string, string | undefined>;
  lang: LanguageCode;
  search: URLSearchParams;
  /** Fetches an API path (an SWR key) and records the answer as SWR fallback data for the client. */
  fetch<T = unknown>(key: string): Promise<T>;
  /** Fetches an API path and records only the page's view of the answer (src/api/data-view.ts) as its
   * fallback; resolves to the whole answer, for the loader's own decisions. */
  view<Answer, View>(path: string, view: DataView<Answer, View>): Promise<Answer>;
}

/** The page's server data (S2): fetches the keys its data.ts computes; an ApiError 404 is the page's 404. */
export type Loader = (args: LoaderArgs) => Promise<void>;

/**
 * The loaders of one route folder: exactly one for each route its route.ts defines (a missing one, or one
 * for an id the folder does not define, is a type error). Written `{ … } satisfies LoadersOf<typeof xRoutes>`.
 */
export type LoadersOf<Routes extends readonly RouteDef[]> = Record<Routes[number]['id'], Loader>;

/**
 * Thrown by a loader: this page lives at `location` (a path); the server answers `status` (301 unless
 * told) there, with the request's query unless `query` replaces it.
 */
export class PageRedirect {
  constructor(
    readonly location: string,
    readonly options: { status?: 301 | 302; query?: string } = {},
  ) {}
}

/**
 * The loader of a page that shows one item named by a slug in its path (an offer, an article, a crew
 * member, a voyage). R8: a path that can name no item, or an unknown item, is the page's 404 before it
 * renders.
 */
export function slugItemLoader(param: string, key: (slug: string, lang: LanguageCode) => string): Loader {
  return async ({ params, lang, fetch }) => {
    const slug = slugOf(params[param]);
    if (!slug) throw new ApiError(404, { message: 'Not found' });
    await fetch(key(slug, lang));
  };
}
