import { isLanguageCode, type LanguageCode } from './contract/languages';
import { destinationsKey } from './api/destinations';
import { featuredYachtsKey } from './api/featured-yachts';
import { loadHomePage } from './api/home-page';
import { loadCountryPage } from './api/country-yachts';
import { loadAnyDayPage } from './api/flexible-yachts';
import { loadYachtPage } from './api/yacht-page-loader';
import { loadSearchPage } from './api/yacht-list';

// The one route table (R4): every route below the language prefix, its layout (R5), the page module
// that renders it, the i18n namespaces it needs and, where it has one, its server data loader.
// Pure data: the server matches against it before rendering (status, framing, sitemap) and
// src/routes.tsx builds the React route tree from it.

export type Layout = 'default' | 'iframe';

export interface LoaderArgs {
  params: Record<string, string | undefined>;
  lang: LanguageCode;
  search: URLSearchParams;
  /** Fetches an API path (an SWR key) and records the answer as SWR fallback data for the client. */
  fetch<T = unknown>(key: string): Promise<T>;
}

export interface RouteDef {
  id: string;
  /** Below `/:lang`; '' is the home page. */
  path: string;
  layout: Layout;
  /** Module below src/features, without extension. */
  page: string;
  /** Namespaces besides `common`. */
  ns: string[];
  /** This page's entry in the `pages` namespace (title, description, heading, lead). A document carries
   * only this entry of `pages`, not all of it. */
  texts: string;
  /** S3: country pages carry no canonical link. */
  canonical?: false;
  /** Listed in the sitemap: pages with no path parameters (S4; data pages join with their data). */
  sitemap?: true;
  /** Private or transactional pages that search engines should not index. */
  noindex?: true;
  load?: (args: LoaderArgs) => Promise<void>;
}

const page = (
  id: string,
  path: string,
  file: string,
  extra: Partial<Omit<RouteDef, 'id' | 'path' | 'page'>> = {},
): RouteDef => ({ id, path, page: file, layout: 'default', ns: ['pages'], texts: id, ...extra });

const frame = (id: string, path: string, file: string, extra: Partial<RouteDef> = {}): RouteDef =>
  page(id, path, file, { layout: 'iframe', noindex: true, ...extra });

/** The boat pages' texts: their own, the shared cards' and the map's. */
const BOAT_NS = ['pages', 'catalog', 'boat', 'map'];

// The search page and its frame variants: cards (catalog), filters (search), the map (map).
const SEARCH_NS = ['pages', 'catalog', 'search', 'map'];

export const ROUTES: RouteDef[] = [
  page('home', '', 'home/home-page', { sitemap: true, ns: ['pages', 'home', 'catalog'], load: loadHomePage }),
  page('search', 'search', 'catalog/search-page', { sitemap: true, ns: SEARCH_NS, load: loadSearchPage }),
  page('offer', 'offers/:id', 'content/offer-page'),
  page('faq', 'faq', 'content/info-page', { sitemap: true }),
  page('crew', 'crew', 'content/info-page', { sitemap: true }),
  page('about', 'about', 'content/info-page', { sitemap: true }),
  page('contact', 'contact', 'content/info-page', { sitemap: true }),
  page('terms', 'terms', 'content/info-page', { sitemap: true }),
  page('cookies', 'cookies', 'content/info-page', { sitemap: true }),
  page('privacy', 'privacy', 'content/info-page', { sitemap: true }),
  page('joinus', 'joinus', 'content/info-page', { sitemap: true }),
  page('crewMember', 'hirecrew/:memberSlug', 'content/crew-member-page'),
  page('destinations', 'destinations', 'catalog/destinations-page', {
    sitemap: true,
    ns: ['pages', 'map', 'catalog'],
    load: async ({ lang, fetch }) => void (await Promise.all([fetch(destinationsKey(lang)), fetch(featuredYachtsKey(lang))])),
  }),
  page('country', 'discover/:country', 'catalog/country-page', { canonical: false, ns: ['pages', 'home', 'catalog', 'map'], load: loadCountryPage }),
  page('news', 'latestnews', 'content/news-page', { sitemap: true }),
  page('article', 'blog/:newstemplate', 'content/article-page'),
  page('details', 'details/:stepone', 'booking/details-page', { noindex: true }),
  page('detailsFinal', 'detailsfinal/:steptwo', 'booking/details-final-page', { noindex: true }),
  page('thankYou', 'thankyou', 'booking/thank-you-page', { noindex: true }),
  page('dashboard', 'dashboard', 'account/dashboard-page', { noindex: true }),
  page('offerExpired', 'offerexpired', 'content/offer-expired-page', { noindex: true }),
  page('anyDay', 'anydaytesting', 'catalog/any-day-page', { sitemap: true, ns: ['pages', 'home', 'catalog'], load: loadAnyDayPage }),
  page('favorites', 'favorites', 'wishlist/favorites-page', { noindex: true, ns: ['pages', 'home'] }),
  page('voyage', 'voyage/:itinerarySlug', 'content/voyage-page'),
  page('resetPassword', 'reset-password/:token/:email', 'account/reset-password-page', { noindex: true }),
  page('catamaran', 'catamaran/:yachtSlug', 'boat/boat-page', { texts: 'yacht', ns: BOAT_NS, load: loadYachtPage }),
  page('yacht', ':yachtType/:yachtSlug', 'boat/boat-page', { ns: BOAT_NS, load: loadYachtPage }),
  frame('searchFrame', 'searchframe', 'catalog/search-page', { texts: 'search', ns: SEARCH_NS, load: loadSearchPage }),
  frame('frameSearch', 'frame/search', 'catalog/search-page', { texts: 'search', ns: SEARCH_NS, load: loadSearchPage }),
  frame('frameThankYou', 'frame/thankyou', 'booking/thank-you-page', { texts: 'thankYou' }),
  frame('frameDetails', 'frame/details/:stepone', 'booking/details-page', { texts: 'details' }),
  frame('frameDetailsFinal', 'frame/detailsfinal/:steptwo', 'booking/details-final-page', { texts: 'detailsFinal' }),
  frame('frameYacht', 'frame/:yachtType/:yachtSlug', 'boat/boat-page', { texts: 'yacht', ns: BOAT_NS, load: loadYachtPage }),
  page('notFound', '*', 'errors/not-found-page', { ns: [], noindex: true }),
];

export type RouteId = (typeof ROUTES)[number]['id'];

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
  score: number;
}

// The table is compiled once, most specific first (static segments before parameters before the
// splat, as React Router ranks them), because matching runs several times for every request.
const compiled: CompiledRoute[] = ROUTES.map((route) => {
  const names = ['lang'];
  let score = 0;
  const source = ['([^/]+)'];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source.push('(.*)');
      score -= 2;
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source.push('([^/]+)');
      score += 3;
    } else {
      source.push(segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      score += 10;
    }
  }
  const pattern = new RegExp(`^/${source.join('/')}/?$`, 'i');
  return { route, pattern, names, score };
}).sort((a, b) => b.score - a.score);

const HOME = ROUTES.find((r) => r.path === '') as RouteDef;
const NOT_FOUND = ROUTES.find((r) => r.id === 'notFound') as RouteDef;

export interface RouteMatch {
  route: RouteDef;
  lang: LanguageCode;
  params: Record<string, string | undefined>;
}

const cache = new Map<string, RouteMatch | null>();
const CACHE_LIMIT = 2_000;

/** The route a pathname renders, or null when its first segment is no language (the caller redirects). */
export function matchAppRoute(pathname: string): RouteMatch | null {
  let result = cache.get(pathname);
  if (result !== undefined) return result;
  result = matchUncached(pathname);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(pathname, result);
  return result;
}

function matchUncached(pathname: string): RouteMatch | null {
  if (!isDecodable(pathname)) return null;
  const lang = pathname.split('/')[1];
  if (!isLanguageCode(lang)) return null;
  if (pathname === `/${lang}` || pathname === `/${lang}/`) {
    return { route: HOME, lang, params: { lang } };
  }
  for (const { route, pattern, names } of compiled) {
    if (route.path === '') continue;
    const m = pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string | undefined> = {};
    names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1] ?? '')));
    return { route, lang, params };
  }
  return { route: NOT_FOUND, lang, params: { lang, '*': pathname.slice(lang.length + 2) } };
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** `/de/search` → `/search`; `/de` → `` (the part of the path that is the same in every language). */
export function pathWithoutLanguage(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '');
  return rest === '/' ? '' : rest;
}

export function localizedPath(lang: LanguageCode, restPath: string): string {
  return `/${lang}${restPath}`;
}

/** The source file of a route's page, as Vite's manifest names it (the server preloads it). */
export function pageSourceFile(route: RouteDef): string {
  return `src/features/${route.page}.tsx`;
}
