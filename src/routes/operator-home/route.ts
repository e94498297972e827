import { page } from '../../route-def';

// Issue 27: the console's overview: the company, the signed-in person and (owners) the company's people.
export const operatorHomeRoutes = [page('operatorHome', 'operator', 'operator-home', { noindex: true, ns: ['pages', 'operator'] })];
