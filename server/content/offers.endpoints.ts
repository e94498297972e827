import { localeSlugParamsSchema, offerResponseSchema, offersQuerySchema, offersResponseSchema } from '../../src/contract/content-api';
import { localeParamsSchema } from '../../src/contract/catalog-api';
import { offerEndpoint, offersEndpoint } from '../../src/contract/content-endpoints';
import { defineEndpoint, type Endpoint } from '../api/endpoint';
import { offerBySlug, offersPage } from './offers';

// Special offers (P1): the list of bookable ones and one offer's page (an expired offer says so).
export const offersEndpoints: Endpoint[] = [
  defineEndpoint(offersEndpoint, {
    summary: 'Bookable special offers with their prices (paginated; filters destination, featured and the dates the charter lies within)',
    tag: 'Content',
    params: localeParamsSchema,
    query: offersQuerySchema,
    response: offersResponseSchema,
    errors: [404],
    handle: ({ params, query }, ctx) => offersPage(ctx, params.locale, query),
  }),
  defineEndpoint(offerEndpoint, {
    summary: 'One offer; `expired` when its check-in day has passed or the boat was booked',
    tag: 'Content',
    params: localeSlugParamsSchema,
    response: offerResponseSchema,
    errors: [404],
    handle: ({ params }, ctx) => offerBySlug(ctx, params.locale, params.slug),
  }),
];
