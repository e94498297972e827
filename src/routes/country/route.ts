import { page } from '../../route-def';

// Its server data (R8: a country without destinations is a 404): route.server.ts.
export const countryRoutes = [
  page('country', 'discover/:country', 'country', {
    canonical: false,
    ns: ['pages', 'home', 'catalog', 'map', 'content'],
  }),
];
