import { page } from '../../route-def';

// Issue 27: the company's audit trail (owners).
export const operatorAuditRoutes = [
  page('operatorAudit', 'operator/audit', 'operator-audit', { noindex: true, ns: ['pages', 'operator'] }),
];
