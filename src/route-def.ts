import type { LanguageCode } from './contract/languages';
import { slugOf } from './contract/slug';
import { ApiError } from './lib/api-client';
import type { DataView } from './api/data-view';

// What a route folder (src/routes/<folder>/route.ts) declares about its page: the route table
// (src/route-table.ts) matches these definitions, the server renders and lists them, and src/app-routes.tsx
// hands the matched one to React Router (docs/decisions/015).

export type Layout = 'default' | 'iframe';

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

export interface RouteDef {
  id: string;
  /** Below `/:lang`; '' is the home page. */
  path: string;
  layout: Layout;
  /** The route folder below src/routes whose page.tsx renders it (frame variants share their page's). */
  page: string;
  /** Namespaces besides `common`. */
  ns: string[];
  /** This page's entry in the `pages` namespace (title, description, heading, lead). A document carries
   * only this entry of `pages`, not all of it. */
  texts: string;
  /** S3: country pages carry no canonical link. */
  canonical?: false;
  /** S4: listed in the sitemap; only pages with no path parameters that show real content (data pages
   * join with their data in server/seo/sitemap-data.ts). */
  sitemap?: true;
  /** Private, transactional or framed pages that search engines should not index: no canonical, no
   * hreflang. */
  noindex?: true;
  /**
   * The page's server data (S2): fetches the keys its data.ts computes; an ApiError 404 is the page's 404.
   * Only the server runs loaders (the browser reads their answers from the SWR fallback), so each route
   * writes `load: typeof __CLIENT__ !== 'undefined' ? undefined : …`: the browser build defines __CLIENT__
   * (vite.config.ts) and drops the loader, and what only it imports, from the JavaScript every page loads.
   * (Not import.meta.env.SSR: the development server and scripts load these files with tsx, which has no
   * import.meta.env.)
   */
  load?: ((args: LoaderArgs) => Promise<void>) | undefined;
  /**
   * P2: the languages this page really exists in, read from the answers its loader fetched (`data(key)`:
   * the answer of an API path, or undefined). The page's hreflang links (PageHead) list only these;
   * undefined means all twelve. Runs on the server and in the browser, so it only reads.
   */
  alternates?: (args: AlternatesArgs) => readonly string[] | undefined;
  /** A frame page that offers sign-in (the booking steps, B5): it mounts the sign-in dialog, and the CSP
   * lets Google sign-in run there. Pages of the default layout always can (their header has the entry). */
  signIn?: true;
}

export interface AlternatesArgs {
  params: Record<string, string | undefined>;
  lang: LanguageCode;
  search: URLSearchParams;
  data<T = unknown>(key: string): T | undefined;
}

/** What every page component receives. */
export interface PageProps {
  route: RouteDef;
}

type Options = Partial<Omit<RouteDef, 'id' | 'path' | 'page'>>;

/** A page in the site's default layout; its texts are its id's entry of `pages` unless it names another. */
export const page = (id: string, path: string, folder: string, options: Options = {}): RouteDef => ({
  id,
  path,
  page: folder,
  layout: 'default',
  ns: ['pages'],
  texts: id,
  ...options,
});

/** A page inside a partner's iframe (B5): the frame layout, never indexed. */
export const frame = (id: string, path: string, folder: string, options: Options = {}): RouteDef =>
  page(id, path, folder, { layout: 'iframe', noindex: true, ...options });

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
 * P2: the hreflang languages of a page that shows one item named by a slug in its path: those the item is
 * written in (`text_languages` of its API answer).
 */
export function slugItemAlternates(param: string, key: (slug: string, lang: LanguageCode) => string): (args: AlternatesArgs) => readonly string[] | undefined {
  return ({ params, lang, data }) => {
    const slug = slugOf(params[param]);
    return slug ? data<{ text_languages?: string[] }>(key(slug, lang))?.text_languages : undefined;
  };
}

/**
 * The loader of a page that shows one item named by a slug in its path (an offer, an article, a crew
 * member, a voyage). R8: a path that can name no item, or an unknown item, is the page's 404 before it
 * renders.
 */
export function slugItemLoader(param: string, key: (slug: string, lang: LanguageCode) => string): (args: LoaderArgs) => Promise<void> {
  return async ({ params, lang, fetch }) => {
    const slug = slugOf(params[param]);
    if (!slug) throw new ApiError(404, { message: 'Not found' });
    await fetch(key(slug, lang));
  };
}
