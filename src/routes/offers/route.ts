import { page } from '../../route-def';

// Issue 30 item 9: the list of bookable offers, filtered by destination and dates, in the sitemap. Its
// server data: route.server.ts.
export const offersRoutes = [
  page('offers', 'offers', 'offers', {
    sitemap: true,
    ns: ['pages', 'home', 'content'],
  }),
];
