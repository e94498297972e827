import { match } from 'path-to-regexp';
import type { Endpoint } from '../api/endpoint';
import { matchAppRoute } from '../../src/route-table';

// A bounded name for what a request asked for, the label of the request metrics: the page's route id,
// the API endpoint's method and pattern, or a coarse kind. Never the raw path: ids, slugs and junk
// paths would each start a new series.
export function routeIds(endpoints: Endpoint[]): (method: string, path: string) => string {
  const api = endpoints.map((e) => ({ method: e.method, path: e.path, match: match(e.path) }));
  return (method, path) => {
    if (path === '/healthz' || path === '/readyz') return path.slice(1);
    if (path.startsWith('/api/')) {
      const rest = path.slice(4);
      if (rest === '/openapi.json') return 'api:openapi';
      const verb = method === 'HEAD' ? 'GET' : method;
      const found = api.find((e) => e.method === verb && safeMatch(e.match, rest));
      return found ? `api:${found.method} ${found.path}` : 'api:unmatched';
    }
    if (path.startsWith('/media/')) return 'media';
    if (path === '/sitemap.xml' || path.startsWith('/sitemaps/')) return 'sitemap';
    if (path.startsWith('/locales/')) return 'locales';
    if (path === '/robots.txt') return 'robots';
    if (/\.[a-z0-9]+$/i.test(path)) return 'static';
    const page = matchAppRoute(path);
    // Paths without a language are redirected to one (R3).
    return page ? `page:${page.route.id}` : 'redirect-or-other';
  };
}

function safeMatch(m: (path: string) => unknown, path: string): boolean {
  try {
    return Boolean(m(path));
  } catch {
    return false; // malformed percent-encoding
  }
}
