import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchAppRoute, pathWithoutLanguage } from './route-table';
import { ROUTES } from './routes/route-list';

// React Router's own matcher over the same table is the reference for ranking and parameters.
const reference: RouteObject[] = [
  { path: '/:lang', children: ROUTES.map((r) => (r.path === '' ? { index: true, id: r.id } : { path: r.path, id: r.id })) },
];

const PATHS = [
  '/en',
  '/en/',
  '/de/search',
  '/en/searchframe',
  '/en/frame/search',
  '/en/frame/thankyou',
  '/en/frame/details/x1',
  '/en/frame/detailsfinal/x2',
  '/en/frame/catamaran/lagoon-42',
  '/en/frame/anything/else',
  '/fr/offers/12',
  '/en/faq',
  '/en/FAQ',
  '/en/hirecrew/ivan',
  '/en/discover/croatia',
  '/en/blog/post-1',
  '/en/details/a',
  '/en/detailsfinal/b',
  '/en/thankyou',
  '/en/dashboard',
  '/en/offerexpired',
  '/en/anydaytesting',
  '/en/voyage/split-hvar',
  '/en/reset-password/tok/a%40b.com',
  '/en/catamaran/bali-4',
  '/en/sailing-yacht/oceanis-46',
  '/en/a/b/c',
  '/en/unknown',
  '/ua/discover/greece/',
  '/cs/blog/%C4%8Desk%C3%A1',
];

describe('route matching (R4)', () => {
  it.each(PATHS)('R4 %s matches the same route and parameters as React Router', (path) => {
    const ours = matchAppRoute(path);
    const theirs = matchRoutes(reference, path);
    const leaf = theirs?.[theirs.length - 1];
    expect(ours?.route.id).toBe(leaf?.route.id);
    expect(ours?.params).toEqual(leaf?.params);
  });

  it('R3 a path whose first segment is no language matches nothing (the server redirects it)', () => {
    expect(matchAppRoute('/search')).toBeNull();
    expect(matchAppRoute('/xx/search')).toBeNull();
    expect(matchAppRoute('/')).toBeNull();
  });

  // Issue 25: the paths that stopped the built server (the matcher runs after the answer, in a listener).
  it.each(['/en/blog/%E0%A4%A', '/en/%', '/en/sailing-yacht/%FF', '/de/news/%C3', '/en/%E0%A4%A', '/en/sailing-yacht/%C3%28'])(
    'A5 a malformed percent-encoding (%s) matches nothing instead of throwing',
    (path) => {
      expect(matchAppRoute(path)).toBeNull();
    },
  );

  it('R3 the part of the path below the language is what the switcher keeps', () => {
    expect(pathWithoutLanguage('/de/search')).toBe('/search');
    expect(pathWithoutLanguage('/de')).toBe('');
    expect(pathWithoutLanguage('/de/')).toBe('');
  });
});
