import { yachtIdParamsSchema } from '../../src/contract/catalog-api';
import { yachtFreshnessResponseSchema } from '../../src/contract/yacht-freshness-api';
import { yachtFreshnessEndpoint } from '../../src/contract/yacht-freshness-endpoints';
import { defineEndpoint, type Endpoint } from '../api/endpoint';
import { yachtFreshness } from './freshness';

// The boat page's freshness note (issue 29, docs/decisions/050). A public read with the site token, like the
// other boat reads. Its age changes every minute, so the page asks it after hydration and it is never
// kept long: the API answers no-store (server/api/router.ts), and the page loaders' shared cache keeps a
// public answer for a second or so (server/ssr/page-data-cache.ts). No write through the API changes it.

export const freshnessEndpoints: Endpoint[] = [
  defineEndpoint(yachtFreshnessEndpoint, {
    summary:
      'Where a boat’s prices and availability come from: null for a boat entered by hand; for a boat of a company’s fleet system (Booking Manager, NauSYS), when its last sync succeeded and whether this server reaches the system now (while it does not, options wait for their confirmation there)',
    tag: 'Catalog',
    params: yachtIdParamsSchema,
    response: yachtFreshnessResponseSchema,
    errors: [404],
    handle: ({ params }, ctx) => yachtFreshness(ctx, params.yacht_id),
  }),
];
