import { page } from '../../route-def';

// Its server data: route.server.ts.
export const anyDayRoutes = [
  page('anyDay', 'anydaytesting', 'any-day', {
    sitemap: true,
    ns: ['pages', 'home', 'catalog'],
  }),
];
