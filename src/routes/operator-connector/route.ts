import { page } from '../../route-def';

// Issue 29: the company's fleet-system connection (Booking Manager or NauSYS), its syncs and the
// reconciliation's differences (owners connect; managers read and sync).
export const operatorConnectorRoutes = [
  page('operatorConnector', 'operator/connector', 'operator-connector', { noindex: true, ns: ['pages', 'operator', 'connector'] }),
];
