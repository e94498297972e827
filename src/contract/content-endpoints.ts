import type { z } from 'zod';
import type { localeParamsSchema } from './catalog-api';
import type {
  contactInputSchema,
  crewApplicationInputSchema,
  crewListResponseSchema,
  crewMemberResponseSchema,
  faqResponseSchema,
  formAcceptedSchema,
  itinerariesQuerySchema,
  itinerariesResponseSchema,
  itineraryResponseSchema,
  localeSlugParamsSchema,
  newsArticleResponseSchema,
  newsListResponseSchema,
  newsQuerySchema,
  offerResponseSchema,
  offersQuerySchema,
  offersResponseSchema,
  sailingGuideParamsSchema,
  sailingGuideResponseSchema,
} from './content-api';
import { declareEndpoint } from './endpoint';

// The content endpoints (P1): crew, itineraries, news, sailing guides, FAQ, offers and the two forms,
// declared once (docs/decisions/037); the server's tables are server/content/*.endpoints.ts.

type LocaleParams = z.output<typeof localeParamsSchema>;
type LocaleSlugParams = z.output<typeof localeSlugParamsSchema>;

export const crewListEndpoint = declareEndpoint<{ params: LocaleParams; answer: z.output<typeof crewListResponseSchema> }>()('GET', '/crew/:locale');

export const crewMemberEndpoint = declareEndpoint<{ params: LocaleSlugParams; answer: z.output<typeof crewMemberResponseSchema> }>()(
  'GET',
  '/crew/:locale/:slug',
);

export const itinerariesEndpoint = declareEndpoint<{
  params: LocaleParams;
  query: z.input<typeof itinerariesQuerySchema>;
  answer: z.output<typeof itinerariesResponseSchema>;
}>()('GET', '/itineraries/:locale');

export const itineraryEndpoint = declareEndpoint<{ params: LocaleSlugParams; answer: z.output<typeof itineraryResponseSchema> }>()(
  'GET',
  '/itineraries/:locale/:slug',
);

export const newsListEndpoint = declareEndpoint<{
  params: LocaleParams;
  query: z.input<typeof newsQuerySchema>;
  answer: z.output<typeof newsListResponseSchema>;
}>()('GET', '/news/:locale');

export const newsArticleEndpoint = declareEndpoint<{ params: LocaleSlugParams; answer: z.output<typeof newsArticleResponseSchema> }>()(
  'GET',
  '/news/:locale/:slug',
);

export const sailingGuideEndpoint = declareEndpoint<{
  params: z.output<typeof sailingGuideParamsSchema>;
  answer: z.output<typeof sailingGuideResponseSchema>;
}>()('GET', '/sailing-guide/:slug');

export const faqEndpoint = declareEndpoint<{ params: LocaleParams; answer: z.output<typeof faqResponseSchema> }>()('GET', '/faq/:locale');

export const offersEndpoint = declareEndpoint<{
  params: LocaleParams;
  query: z.input<typeof offersQuerySchema>;
  answer: z.output<typeof offersResponseSchema>;
}>()('GET', '/offers/:locale');

export const offerEndpoint = declareEndpoint<{ params: LocaleSlugParams; answer: z.output<typeof offerResponseSchema> }>()(
  'GET',
  '/offers/:locale/:slug',
);

export const contactEndpoint = declareEndpoint<{
  body: z.input<typeof contactInputSchema>;
  answer: z.output<typeof formAcceptedSchema>;
}>()('POST', '/contact');

export const crewApplicationEndpoint = declareEndpoint<{
  body: z.input<typeof crewApplicationInputSchema>;
  answer: z.output<typeof formAcceptedSchema>;
}>()('POST', '/crew-applications');
