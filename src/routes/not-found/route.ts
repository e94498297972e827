import { page } from '../../route-def';

export const notFoundRoutes = [page('notFound', '*', 'not-found', { ns: [], noindex: true })];
