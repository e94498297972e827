import { page, slugItemAlternates } from '../../route-def';
import { itineraryEndpoint } from '../../contract/content-endpoints';

// Its server data (R8: an unknown voyage is a 404; its boats come with it): route.server.ts.
export const voyageRoutes = [
  page('voyage', 'voyage/:itinerarySlug', 'voyage', {
    ns: ['pages', 'catalog', 'map', 'content'],
    alternates: slugItemAlternates('itinerarySlug', itineraryEndpoint),
  }),
];
