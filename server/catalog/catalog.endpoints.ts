import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  AVAILABILITY_DEFAULT_DAYS,
  AVAILABILITY_MAX_DAYS,
  countriesResponseSchema,
  DAILY_PRICES_DEFAULT_DAYS,
  DAILY_PRICES_MAX_DAYS,
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
} from '../../src/contract/catalog-api';
import { yachtParamsSchema, yachtQuerySchema, yachtResponseSchema } from '../../src/contract/yacht-api';
import {
  flexibleQuerySchema,
  flexibleResponseSchema,
  newestYachtsResponseSchema,
  yachtListQuerySchema,
  yachtListResponseSchema,
} from '../../src/contract/yacht-list-api';
import { isoDateOf } from '../../src/contract/iso-date';
import { parseFlexibleWindow, resolveDayWindow, type ParseResult } from '../../src/contract/yacht-search';
import {
  availabilityEndpoint,
  countriesEndpoint,
  dailyPricesEndpoint,
  destinationsEndpoint,
  equipmentsEndpoint,
  findByNameEndpoint,
  flexibleYachtsEndpoint,
  newestYachtsEndpoint,
  periodPricesEndpoint,
  quoteEndpoint,
  yachtEndpoint,
  yachtListAllEndpoint,
  yachtListEndpoint,
  yachtTypesEndpoint,
} from '../../src/contract/catalog-endpoints';
import { defineEndpoint, type Endpoint } from '../api/endpoint';
import { HttpError } from '../http-error';
import {
  BOAT_NOT_FOUND,
  countries,
  destinations,
  equipments,
  findByName,
  yachtAvailability,
  yachtDailyPrices,
  yachtPeriodPrices,
  yachtTypes,
} from './catalog-reads';
import { flexibleList } from './flexible-list';
import { quoteInModel } from './model/model-quote';
import { allDestinations, newestYachts, yachtList } from './yacht-list';
import { yachtPage } from './yacht-page';

// The catalog API (§7, A3–A7, C2–C6, C8, C13): thin handlers over the domain functions.

/** A window or date check that needs today's date fails like a query schema does: 400 with field errors. */
function queryValue<T>(result: ParseResult<T>): T {
  if (result.ok) return result.value;
  throw new HttpError(400, 'Invalid query parameters', Object.fromEntries(Object.entries(result.errors).map(([k, m]) => [k, [m]])));
}

export const catalogEndpoints: Endpoint[] = [
  defineEndpoint(countriesEndpoint, {
    summary: 'Countries with their number of boats',
    tag: 'Catalog',
    query: localeQuerySchema,
    response: countriesResponseSchema,
    handle: ({ query }, ctx) => countries(ctx.catalog, query.locale),
  }),
  defineEndpoint(destinationsEndpoint, {
    summary: 'Destinations with their country, bases and number of boats',
    tag: 'Catalog',
    params: localeParamsSchema,
    response: destinationsResponseSchema,
    errors: [404],
    handle: ({ params }, ctx) => destinations(ctx.catalog, params.locale),
  }),
  defineEndpoint(equipmentsEndpoint, {
    summary: 'Equipment a boat can have (id and name)',
    tag: 'Catalog',
    query: localeQuerySchema,
    response: equipmentsResponseSchema,
    handle: ({ query }, ctx) => equipments(ctx.db, query.locale),
  }),
  defineEndpoint(yachtTypesEndpoint, {
    summary: 'Yacht types in the site order (A6), names capitalised',
    tag: 'Catalog',
    params: localeParamsSchema,
    response: yachtTypesResponseSchema,
    errors: [404],
    handle: ({ params }, ctx) => yachtTypes(ctx.catalog, params.locale),
  }),
  defineEndpoint(yachtListEndpoint, {
    summary: 'Search boats: every filter, pagination, limits and facets (A4, C2–C6)',
    tag: 'Catalog',
    query: yachtListQuerySchema,
    response: yachtListResponseSchema,
    handle: ({ query }, ctx) => yachtList(ctx.catalog, query, isoDateOf(ctx.now()), '/api/yacht-list'),
  }),
  defineEndpoint(yachtListAllEndpoint, {
    summary: 'The list across all destinations, at most 20 boats a page (C5)',
    tag: 'Catalog',
    query: yachtListQuerySchema,
    response: yachtListResponseSchema,
    handle: ({ query }, ctx) => yachtList(ctx.catalog, allDestinations(query), isoDateOf(ctx.now()), '/api/yacht-list-all'),
  }),
  defineEndpoint(newestYachtsEndpoint, {
    summary: 'The six newest boats of the fleet as cards, for the home page (S2)',
    tag: 'Catalog',
    params: localeParamsSchema,
    response: newestYachtsResponseSchema,
    errors: [404],
    handle: ({ params }, ctx) => newestYachts(ctx.catalog, params.locale, isoDateOf(ctx.now())),
  }),
  defineEndpoint(flexibleYachtsEndpoint, {
    summary: 'Flexible dates: boats that can start on some day of a window, with their cheapest start days (C13)',
    tag: 'Catalog',
    query: flexibleQuerySchema,
    response: flexibleResponseSchema,
    handle: ({ query }, ctx) => {
      const today = isoDateOf(ctx.now());
      const window = queryValue(parseFlexibleWindow(query.window, today));
      return flexibleList(ctx.catalog, query.search, window, today, '/api/yacht-list-flexible');
    },
  }),
  defineEndpoint(yachtEndpoint, {
    summary: 'One boat with everything its page shows (C7)',
    tag: 'Catalog',
    params: yachtParamsSchema,
    query: yachtQuerySchema,
    response: yachtResponseSchema,
    errors: [404],
    handle: async ({ params, query }, ctx) => ({ data: await yachtPage(ctx.catalog, params.slug, query.locale, isoDateOf(ctx.now())) }),
  }),
  defineEndpoint(periodPricesEndpoint, {
    summary: 'Season prices of a boat, by day ascending (A6)',
    tag: 'Catalog',
    params: yachtIdParamsSchema,
    response: periodPricesResponseSchema,
    errors: [404],
    handle: ({ params }, ctx) => yachtPeriodPrices(ctx.catalog, params.yacht_id, isoDateOf(ctx.now())),
  }),
  defineEndpoint(dailyPricesEndpoint, {
    summary: `Daily prices and availability of a boat (default ${DAILY_PRICES_DEFAULT_DAYS} days from today, at most ${DAILY_PRICES_MAX_DAYS})`,
    tag: 'Catalog',
    params: yachtIdParamsSchema,
    query: dailyPricesQuerySchema,
    response: dailyPricesResponseSchema,
    errors: [404],
    handle: ({ params, query }, ctx) => {
      const today = isoDateOf(ctx.now());
      const window = queryValue(resolveDayWindow(query, today, DAILY_PRICES_DEFAULT_DAYS, DAILY_PRICES_MAX_DAYS));
      return yachtDailyPrices(ctx.catalog, params.yacht_id, window, today);
    },
  }),
  defineEndpoint(availabilityEndpoint, {
    summary: 'Booked date ranges of a boat for the date picker (check-out day exclusive)',
    tag: 'Catalog',
    params: yachtIdParamsSchema,
    query: availabilityQuerySchema,
    response: availabilityResponseSchema,
    errors: [404],
    handle: ({ params, query }, ctx) => {
      const window = queryValue(resolveDayWindow(query, isoDateOf(ctx.now()), AVAILABILITY_DEFAULT_DAYS, AVAILABILITY_MAX_DAYS));
      return yachtAvailability(ctx.catalog, params.yacht_id, window);
    },
  }),
  defineEndpoint(quoteEndpoint, {
    summary: 'The price of a boat for dates: list price, offer discount, obligatory extras (C6, C8)',
    tag: 'Catalog',
    params: yachtIdParamsSchema,
    query: quoteQuerySchema,
    response: quoteResponseSchema,
    errors: [404],
    handle: async ({ params, query }, ctx) => {
      const { dates, locale } = query;
      const state = await ctx.catalog.current();
      if (!state.boats.has(params.yacht_id)) throw new HttpError(404, BOAT_NOT_FOUND);
      const quote = quoteInModel(
        state,
        { yachtId: params.yacht_id, dateStart: dates.start, dateEnd: dates.end },
        isoDateOf(ctx.now()),
        locale,
      );
      if (quote) return { available: true as const, data: quote };
      return { available: false as const, data: null, message: 'The boat is not available for these dates' };
    },
  }),
  defineEndpoint(findByNameEndpoint, {
    summary: 'Boat name search from 3 characters (A7)',
    tag: 'Catalog',
    query: findByNameQuerySchema,
    response: findByNameResponseSchema,
    handle: ({ query }, ctx) => findByName(ctx.db, query.name, query.limit),
  }),
];
