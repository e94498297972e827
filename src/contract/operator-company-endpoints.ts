import type { z } from 'zod';
import type { companyDetailsBodySchema, companyDetailsSchema, companyFeedSchema } from './operator-company-api';
import type { Declare } from './endpoint';

// The company page's endpoints (issues 27 and 28), declared once (docs/decisions/037); the server's table is
// server/companies/company.endpoints.ts, which says which role each needs.

type Details = z.output<typeof companyDetailsSchema>;
type Feed = z.output<typeof companyFeedSchema>;

export const companyDetailsEndpoint: Declare<{ answer: Details }> = { method: 'GET', path: '/operator/company' };

export const updateCompanyEndpoint: Declare<{ body: z.input<typeof companyDetailsBodySchema>; answer: Details }> = {
  method: 'PUT',
  path: '/operator/company',
};

export const uploadCompanyLogoEndpoint: Declare<{ answer: Details }> = { method: 'PUT', path: '/operator/company/logo' };

export const deleteCompanyLogoEndpoint: Declare<{ answer: Details }> = { method: 'DELETE', path: '/operator/company/logo' };

export const companyFeedEndpoint: Declare<{ answer: Feed }> = { method: 'GET', path: '/operator/company/feed' };

export const renewCompanyFeedEndpoint: Declare<{ answer: Feed }> = { method: 'POST', path: '/operator/company/feed' };
