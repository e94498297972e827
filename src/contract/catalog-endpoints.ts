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
import type { flexibleQuerySchema, flexibleResponseSchema, newestYachtsResponseSchema, yachtListQuerySchema, yachtListResponseSchema } from './yacht-list-api';
import type { languagesResponseSchema } from './languages-api';
import { declareEndpoint } from './endpoint';

// The catalog's endpoints (§7, A3–A7, C2–C13) and the language list: method, path and types, declared
// once (docs/decisions/037). The server's table (server/catalog/catalog.endpoints.ts) adds schemas and handlers.

type LocaleParams = z.output<typeof localeParamsSchema>;
type YachtIdParams = z.output<typeof yachtIdParamsSchema>;

export const languagesEndpoint = declareEndpoint<{ answer: z.output<typeof languagesResponseSchema> }>()('GET', '/languages');

export const countriesEndpoint = declareEndpoint<{
  query: z.input<typeof localeQuerySchema>;
  answer: z.output<typeof countriesResponseSchema>;
}>()('GET', '/countries');

export const destinationsEndpoint = declareEndpoint<{ params: LocaleParams; answer: z.output<typeof destinationsResponseSchema> }>()(
  'GET',
  '/destinations/:locale',
);

export const equipmentsEndpoint = declareEndpoint<{
  query: z.input<typeof localeQuerySchema>;
  answer: z.output<typeof equipmentsResponseSchema>;
}>()('GET', '/equipments');

export const yachtTypesEndpoint = declareEndpoint<{ params: LocaleParams; answer: z.output<typeof yachtTypesResponseSchema> }>()(
  'GET',
  '/yachts-types/:locale',
);

type YachtList = { query: z.input<typeof yachtListQuerySchema>; answer: z.output<typeof yachtListResponseSchema> };
export const yachtListEndpoint = declareEndpoint<YachtList>()('GET', '/yacht-list');
export const yachtListAllEndpoint = declareEndpoint<YachtList>()('GET', '/yacht-list-all');

export const newestYachtsEndpoint = declareEndpoint<{ params: LocaleParams; answer: z.output<typeof newestYachtsResponseSchema> }>()(
  'GET',
  '/yachts-newest/:locale',
);

export const flexibleYachtsEndpoint = declareEndpoint<{
  query: z.input<typeof flexibleQuerySchema>;
  answer: z.output<typeof flexibleResponseSchema>;
}>()('GET', '/yacht-list-flexible');

export const yachtEndpoint = declareEndpoint<{
  params: z.output<typeof yachtParamsSchema>;
  query: z.input<typeof yachtQuerySchema>;
  answer: z.output<typeof yachtResponseSchema>;
}>()('GET', '/yacht/:slug');

export const periodPricesEndpoint = declareEndpoint<{ params: YachtIdParams; answer: z.output<typeof periodPricesResponseSchema> }>()(
  'GET',
  '/yacht-period-prices/:yacht_id',
);

export const dailyPricesEndpoint = declareEndpoint<{
  params: YachtIdParams;
  query: z.input<typeof dailyPricesQuerySchema>;
  answer: z.output<typeof dailyPricesResponseSchema>;
}>()('GET', '/yacht-daily-prices/:yacht_id');

export const availabilityEndpoint = declareEndpoint<{
  params: YachtIdParams;
  query: z.input<typeof availabilityQuerySchema>;
  answer: z.output<typeof availabilityResponseSchema>;
}>()('GET', '/yacht-availability/:yacht_id');

export const quoteEndpoint = declareEndpoint<{
  params: YachtIdParams;
  query: z.input<typeof quoteQuerySchema>;
  answer: z.output<typeof quoteResponseSchema>;
}>()('GET', '/yacht-quote/:yacht_id');

export const findByNameEndpoint = declareEndpoint<{
  query: z.input<typeof findByNameQuerySchema>;
  answer: z.output<typeof findByNameResponseSchema>;
}>()('GET', '/find_by_name');
