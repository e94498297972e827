import type { LanguageCode } from './contract/languages';
import { slugOf } from './contract/slug';
import { keyOf, type Declare } from './contract/endpoint';

// What a route folder (src/routes/<folder>/route.ts) declares about its page: the route table
// (src/route-table.ts) matches these definitions, the server renders and lists them, and src/app-routes.tsx
// hands the matched one to React Router (docs/decisions/015). Both sides load this file; a page's server
// data is not here but in its folder's route.server.ts (src/route-loader.server.ts, docs/decisions/036).

type Layout = 'default' | 'iframe';

/** `Id` is the route's id as written (page('faq', …) is a RouteDef<'faq'>), so a folder's route.server.ts
 * can be checked against the ids its route.ts defines (LoadersOf, src/route-loader.server.ts). */
export interface RouteDef<Id extends string = string> {
  id: Id;
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
   * P2: the languages this page really exists in, read from the answers its loader (route.server.ts) fetched (`data(key)`:
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
export const page = <const Id extends string>(id: Id, path: string, folder: string, options: Options = {}): RouteDef<Id> => ({
  id,
  path,
  page: folder,
  layout: 'default',
  ns: ['pages'],
  texts: id,
  ...options,
});

/** A page inside a partner's iframe (B5): the frame layout, never indexed. */
export const frame = <const Id extends string>(id: Id, path: string, folder: string, options: Options = {}): RouteDef<Id> =>
  page(id, path, folder, { layout: 'iframe', noindex: true, ...options });

/** An endpoint that answers one item by its language and slug (`/news/:locale/:slug`), with its languages. */
type SlugItemEndpoint = Declare<{ params: { locale: LanguageCode; slug: string }; answer: { text_languages: string[] } }>;

/**
 * P2: the hreflang languages of a page that shows one item named by a slug in its path: those the item is
 * written in (`text_languages` of its API answer). It takes the endpoint's declaration, not its src/api
 * module: route definitions load on every page, the module's hook only with the page.
 */
export function slugItemAlternates(param: string, endpoint: SlugItemEndpoint): (args: AlternatesArgs) => readonly string[] | undefined {
  return ({ params, lang, data }) => {
    const slug = slugOf(params[param]);
    return slug ? data<{ text_languages?: string[] }>(keyOf(endpoint, { params: { locale: lang, slug } }))?.text_languages : undefined;
  };
}
