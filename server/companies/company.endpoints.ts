import { companyDetailsBodySchema, companyDetailsSchema, companyFeedSchema } from '../../src/contract/operator-company-api';
import {
  companyDetailsEndpoint,
  companyFeedEndpoint,
  deleteCompanyLogoEndpoint,
  renewCompanyFeedEndpoint,
  uploadCompanyLogoEndpoint,
  updateCompanyEndpoint,
} from '../../src/contract/operator-company-endpoints';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { companyOf, detailsOf, updateDetails } from './company';
import { removeLogo, uploadLogo } from './company-logo';
import { LOGO_MAX_BYTES } from '../../src/contract/operator-company-rules';
import { feedOf, renewFeed } from './company-feed';

// The company page's endpoints (issues 27 and 28): its details, read by every role and written by owners, and
// its calendar feed's secret address, shown to owners and managers and renewed by owners. The company is
// always the caller's own (the session's), never one named by the request. The logo's upload reaches its
// handler through the route of server/companies/company-logo.ts: its body is a picture, not JSON.

const tag = 'Operator console: company';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const OWNERS = ['owner'] as const;
const OFFICE = ['owner', 'manager'] as const;

export const companyEndpoints: Endpoint[] = [
  defineEndpoint(companyDetailsEndpoint, {
    summary:
      'The company’s details: names, address, registration and VAT numbers, bank details, staff languages, free-cancellation window, logo',
    tag,
    auth: 'operator',
    response: companyDetailsSchema,
    handle: async ({ caller }, ctx) => detailsOf(await companyOf(ctx.db, operatorOf(caller))),
  }),
  defineEndpoint(updateCompanyEndpoint, {
    summary:
      'Replace the company’s details (owners). The IBAN must pass its country’s length and the mod-97 check and is kept without spaces; the BIC has 8 or 11 characters; the free-cancellation window is 0–168 hours. Audited with the values before and after (the IBAN masked)',
    tag,
    auth: 'operator',
    roles: OWNERS,
    body: companyDetailsBodySchema,
    response: companyDetailsSchema,
    errors: [403, 422],
    // The booking pages name the company and its bank details: the page-data cache drops them.
    changes: ['/booking-access/'],
    handle: ({ body, caller }, ctx) => updateDetails(ctx, operatorOf(caller), body),
  }),
  defineEndpoint(uploadCompanyLogoEndpoint, {
    summary: `Upload the company’s logo (owners): the picture itself as the body (Content-Type image/png, image/jpeg or image/webp), at most ${LOGO_MAX_BYTES / 1024 / 1024} MiB. Decided by content (SVG and anything else is a 415, a damaged picture a 422); kept as a WebP at most 400 px wide without metadata. Audited`,
    tag,
    auth: 'operator',
    roles: OWNERS,
    response: companyDetailsSchema,
    errors: [403, 413, 415, 422],
    handle: ({ body, caller }, ctx) => uploadLogo(ctx, operatorOf(caller), body),
  }),
  defineEndpoint(deleteCompanyLogoEndpoint, {
    summary: 'Remove the company’s logo (owners)',
    tag,
    auth: 'operator',
    roles: OWNERS,
    response: companyDetailsSchema,
    errors: [403],
    handle: ({ caller }, ctx) => removeLogo(ctx, operatorOf(caller)),
  }),
  defineEndpoint(companyFeedEndpoint, {
    summary:
      'The secret address of the company’s calendar feed (iCalendar, every booking holding one of its boats), or null before an owner makes one (owners and managers)',
    tag,
    auth: 'operator',
    roles: OFFICE,
    response: companyFeedSchema,
    errors: [403],
    handle: ({ caller }, ctx) => feedOf(ctx, operatorOf(caller)),
  }),
  defineEndpoint(renewCompanyFeedEndpoint, {
    summary: 'Make a new secret address for the calendar feed (owners); the previous address stops working at once. Audited',
    tag,
    auth: 'operator',
    roles: OWNERS,
    response: companyFeedSchema,
    errors: [403],
    handle: ({ caller }, ctx) => renewFeed(ctx, operatorOf(caller)),
  }),
];
