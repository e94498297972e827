import { page } from '../../route-def';

export const dashboardRoutes = [page('dashboard', 'dashboard', 'dashboard', { noindex: true, ns: ['pages', 'dashboard', 'account'] })];
