import {
  crewListResponseSchema,
  crewMemberResponseSchema,
  faqResponseSchema,
  itinerariesQuerySchema,
  itinerariesResponseSchema,
  itineraryResponseSchema,
  localeSlugParamsSchema,
  newsArticleResponseSchema,
  newsListResponseSchema,
  newsQuerySchema,
  sailingGuideParamsSchema,
  sailingGuideResponseSchema,
} from '../../src/contract/content-api';
import { localeParamsSchema } from '../../src/contract/catalog-api';
import { isoDateOf } from '../../src/contract/iso-date';
import {
  crewListEndpoint,
  crewMemberEndpoint,
  faqEndpoint,
  itinerariesEndpoint,
  itineraryEndpoint,
  newsArticleEndpoint,
  newsListEndpoint,
  sailingGuideEndpoint,
} from '../../src/contract/content-endpoints';
import { defineEndpoint, type Endpoint } from '../api/endpoint';
import { notFound } from '../http-error';
import { findCrewMember, listCrew } from './crew-store';
import { listFaq } from './faq-store';
import { findItinerary, listItineraries } from './itineraries-store';
import { findNewsArticle, listNews } from './news-store';
import { paginate, queryPairs } from '../api/pagination';
import { sailingGuideOf } from './sailing-guides';

// The content reads of the site (P1): crew, itineraries, news and FAQ, each in the path's language.
export const contentEndpoints: Endpoint[] = [
  defineEndpoint(crewListEndpoint, {
    summary: 'Crew members (skippers, hostesses, cooks, chefs)',
    tag: 'Content',
    params: localeParamsSchema,
    response: crewListResponseSchema,
    errors: [404],
    handle: ({ params }, ctx) => listCrew(ctx.db, params.locale),
  }),
  defineEndpoint(crewMemberEndpoint, {
    summary: 'One crew member',
    tag: 'Content',
    params: localeSlugParamsSchema,
    response: crewMemberResponseSchema,
    errors: [404],
    handle: async ({ params }, ctx) => {
      const found = await findCrewMember(ctx.db, params.locale, params.slug);
      if (!found) throw notFound('The crew member was not found');
      return { data: found.member, text_languages: found.textLanguages };
    },
  }),
  defineEndpoint(itinerariesEndpoint, {
    summary: 'Sailing itineraries, optionally of one destination (slug or id) or one country (slug)',
    tag: 'Content',
    params: localeParamsSchema,
    query: itinerariesQuerySchema,
    response: itinerariesResponseSchema,
    errors: [404],
    handle: async ({ params, query }, ctx) => ({ data: await listItineraries(ctx.db, params.locale, query) }),
  }),
  defineEndpoint(itineraryEndpoint, {
    summary: 'One itinerary with its stops and its starting base',
    tag: 'Content',
    params: localeSlugParamsSchema,
    response: itineraryResponseSchema,
    errors: [404],
    handle: async ({ params }, ctx) => {
      const found = await findItinerary(ctx.db, params.locale, params.slug);
      if (!found) throw notFound('The itinerary was not found');
      return { data: found.itinerary, text_languages: found.textLanguages };
    },
  }),
  defineEndpoint(newsListEndpoint, {
    summary: 'Published news articles, newest first (paginated)',
    tag: 'Content',
    params: localeParamsSchema,
    query: newsQuerySchema,
    response: newsListResponseSchema,
    errors: [404],
    handle: async ({ params, query }, ctx) => {
      const { total, items } = await listNews(ctx.db, params.locale, isoDateOf(ctx.now()), { page: query.page, perPage: query.per_page });
      return { ...paginate(`/api/news/${params.locale}`, queryPairs(query), query.page, query.per_page, total, items.length), data: items };
    },
  }),
  defineEndpoint(newsArticleEndpoint, {
    summary: 'One news article',
    tag: 'Content',
    params: localeSlugParamsSchema,
    response: newsArticleResponseSchema,
    errors: [404],
    handle: async ({ params }, ctx) => {
      const found = await findNewsArticle(ctx.db, params.locale, params.slug, isoDateOf(ctx.now()));
      if (!found) throw notFound('The article was not found');
      return { data: found.article, text_languages: found.textLanguages };
    },
  }),
  defineEndpoint(sailingGuideEndpoint, {
    summary: 'A country’s sailing season, winds by month and airports (for its country page)',
    tag: 'Content',
    params: sailingGuideParamsSchema,
    response: sailingGuideResponseSchema,
    errors: [404],
    handle: async ({ params }) => ({ data: sailingGuideOf(params.slug) }),
  }),
  defineEndpoint(faqEndpoint, {
    summary: 'Frequently asked questions, grouped by category',
    tag: 'Content',
    params: localeParamsSchema,
    response: faqResponseSchema,
    errors: [404],
    handle: async ({ params }, ctx) => listFaq(ctx.db, params.locale),
  }),
];
