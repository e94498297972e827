import { isLanguageCode, type LanguageCode } from './contract/languages';
import { decodeOrNull } from './contract/percent-decoding';
import type { RouteDef } from './route-def';
import { ROUTES } from './routes/route-list';

// The route matcher (R4): the server matches a path before rendering (status, framing, sitemap) and
// src/app-routes.tsx hands React Router the matched route. The routes themselves live in their folders
// (src/routes/<folder>/route.ts), gathered in src/routes/route-list.ts.

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
  // A path that is not valid percent-encoding names no page (the app answers it 400 before rendering).
  if (decodeOrNull(pathname) === null) return null;
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
    // Each value decodes: the whole path did above, and a segment of valid encoding is valid encoding.
    names.forEach((name, i) => (params[name] = decodeOrNull(m[i + 1] ?? '') ?? ''));
    return { route, lang, params };
  }
  return { route: NOT_FOUND, lang, params: { lang, '*': pathname.slice(lang.length + 2) } };
}

/**
 * A page's one URL path (S3): the route's own spelling of its fixed segments, no trailing slash, the
 * matched values as they came. `/en/FAQ/` → `/en/faq`; the catch-all keeps whatever was asked for.
 */
export function canonicalPathOf(match: RouteMatch, pathname: string): string {
  if (match.route.path === '*') return pathname;
  const given = pathname.split('/').filter(Boolean).slice(1);
  const own = match.route.path
    .split('/')
    .filter(Boolean)
    .map((segment, i) => (segment.startsWith(':') ? given[i] : segment));
  return ['', match.lang, ...own].join('/');
}

/** `/de/search` → `/search`; `/de` → `` (the part of the path that is the same in every language). */
export function pathWithoutLanguage(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '');
  return rest === '/' ? '' : rest;
}

/** The source file of a route's page, as Vite's manifest names it (the server preloads it). */
export function pageSourceFile(route: RouteDef): string {
  return `src/routes/${route.page}/page.tsx`;
}
