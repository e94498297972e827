import { page } from '../../route-def';

// Issue 27, the fleet: the company's boats (every role reads; owners and managers add and change them).
export const operatorBoatsRoutes = [
  page('operatorBoats', 'operator/boats', 'operator-boats', { noindex: true, ns: ['pages', 'operator', 'operator-fleet'] }),
];
