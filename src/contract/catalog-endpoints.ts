import type { z } from 'zod';
import type {
  availabilityQuerySchema,
  availabilityResponseSchema,
  countriesResponseSchema,
  dailyPricesQuerySchema,
  dailyPricesResponseSchema,
  destinationsResponseSchema,
  equipmentsResponseSchema,
  findByNameQuerySchema,
  findByNameResponseSchema,
  localeParamsSchema,
  localeQuerySchema,
  periodPricesResponseSchema,
  quoteQuerySchema,
  quoteResponseSchema,
  yachtIdParamsSchema,
  yachtTypesResponseSchema,
} from './catalog-api';
import type { yachtParamsSchema, yachtQuerySchema, yachtResponseSchema } from './yacht-api';
import type {
  flexibleQuerySchema,
  flexibleResponseSchema,
  newestYachtsResponseSchema,
  yachtListQuerySchema,
  yachtListResponseSchema,
} from './yacht-list-api';
import type { languagesResponseSchema } from './languages-api';
import type { Declare } from './endpoint';

// The catalog's endpoints (§7, A3–A7, C2–C13) and the language list: method, path and types, declared
// once (docs/decisions/037). The server's table (server/catalog/catalog.endpoints.ts) adds schemas and handlers.

type LocaleParams = z.output<typeof localeParamsSchema>;
type YachtIdParams = z.output<typeof yachtIdParamsSchema>;

export const languagesEndpoint: Declare<{ answer: z.output<typeof languagesResponseSchema> }> = { method: 'GET', path: '/languages' };

export const countriesEndpoint: Declare<{
  query: z.input<typeof localeQuerySchema>;
  answer: z.output<typeof countriesResponseSchema>;
}> = { method: 'GET', path: '/countries' };

export const destinationsEndpoint: Declare<{ params: LocaleParams; answer: z.output<typeof destinationsResponseSchema> }> = {
  method: 'GET',
  path: '/destinations/:locale',
};

export const equipmentsEndpoint: Declare<{
  query: z.input<typeof localeQuerySchema>;
  answer: z.output<typeof equipmentsResponseSchema>;
}> = { method: 'GET', path: '/equipments' };

export const yachtTypesEndpoint: Declare<{ params: LocaleParams; answer: z.output<typeof yachtTypesResponseSchema> }> = {
  method: 'GET',
  path: '/yachts-types/:locale',
};

type YachtList = { query: z.input<typeof yachtListQuerySchema>; answer: z.output<typeof yachtListResponseSchema> };
export const yachtListEndpoint: Declare<YachtList> = { method: 'GET', path: '/yacht-list' };
export const yachtListAllEndpoint: Declare<YachtList> = { method: 'GET', path: '/yacht-list-all' };

export const newestYachtsEndpoint: Declare<{ params: LocaleParams; answer: z.output<typeof newestYachtsResponseSchema> }> = {
  method: 'GET',
  path: '/yachts-newest/:locale',
};

export const flexibleYachtsEndpoint: Declare<{
  query: z.input<typeof flexibleQuerySchema>;
  answer: z.output<typeof flexibleResponseSchema>;
}> = { method: 'GET', path: '/yacht-list-flexible' };

export const yachtEndpoint: Declare<{
  params: z.output<typeof yachtParamsSchema>;
  query: z.input<typeof yachtQuerySchema>;
  answer: z.output<typeof yachtResponseSchema>;
}> = { method: 'GET', path: '/yacht/:slug' };

export const periodPricesEndpoint: Declare<{ params: YachtIdParams; answer: z.output<typeof periodPricesResponseSchema> }> = {
  method: 'GET',
  path: '/yacht-period-prices/:yacht_id',
};

export const dailyPricesEndpoint: Declare<{
  params: YachtIdParams;
  query: z.input<typeof dailyPricesQuerySchema>;
  answer: z.output<typeof dailyPricesResponseSchema>;
}> = { method: 'GET', path: '/yacht-daily-prices/:yacht_id' };

export const availabilityEndpoint: Declare<{
  params: YachtIdParams;
  query: z.input<typeof availabilityQuerySchema>;
  answer: z.output<typeof availabilityResponseSchema>;
}> = { method: 'GET', path: '/yacht-availability/:yacht_id' };

export const quoteEndpoint: Declare<{
  params: YachtIdParams;
  query: z.input<typeof quoteQuerySchema>;
  answer: z.output<typeof quoteResponseSchema>;
}> = { method: 'GET', path: '/yacht-quote/:yacht_id' };

export const findByNameEndpoint: Declare<{
  query: z.input<typeof findByNameQuerySchema>;
  answer: z.output<typeof findByNameResponseSchema>;
}> = { method: 'GET', path: '/find_by_name' };
