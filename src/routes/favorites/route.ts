import { page } from '../../route-def';

export const favoritesRoutes = [page('favorites', 'favorites', 'favorites', { noindex: true, ns: ['pages', 'home'] })];
