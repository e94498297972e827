import { frame, page } from '../../route-def';

// The search page and its frame variants: cards (catalog), filters (search), the map (map). Their server
// data (the list and the filter options): route.server.ts.
const SEARCH_NS = ['pages', 'catalog', 'search', 'map'];

export const searchRoutes = [
  page('search', 'search', 'search', { sitemap: true, ns: SEARCH_NS }),
  frame('searchFrame', 'searchframe', 'search', { texts: 'search', ns: SEARCH_NS }),
  frame('frameSearch', 'frame/search', 'search', { texts: 'search', ns: SEARCH_NS }),
];
