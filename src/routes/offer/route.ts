import { page, slugItemAlternates } from '../../route-def';
import { offerEndpoint } from '../../contract/content-endpoints';

// Its server data (P1, R7, R8: an unknown offer is a 404, an expired one redirects to the notice):
// route.server.ts.
export const offerRoutes = [
  page('offer', 'offers/:id', 'offer', {
    ns: ['pages', 'catalog', 'content'],
    alternates: slugItemAlternates('id', offerEndpoint),
  }),
];
