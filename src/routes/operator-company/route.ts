import { page } from '../../route-def';

// Issues 27 and 28: the company's details, logo and calendar feed (owners edit; managers read and subscribe).
export const operatorCompanyRoutes = [
  page('operatorCompany', 'operator/company', 'operator-company', { noindex: true, ns: ['pages', 'operator', 'operator-company'] }),
];
