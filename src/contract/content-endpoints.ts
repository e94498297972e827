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
import type { Declare } from './endpoint';

// The content endpoints (P1): crew, itineraries, news, sailing guides, FAQ, offers and the two forms,
// declared once (docs/decisions/037); the server's tables are server/content/*.endpoints.ts.

type LocaleParams = z.output<typeof localeParamsSchema>;
type LocaleSlugParams = z.output<typeof localeSlugParamsSchema>;

export const crewListEndpoint: Declare<{ params: LocaleParams; answer: z.output<typeof crewListResponseSchema> }> = {
  method: 'GET',
  path: '/crew/:locale',
};

export const crewMemberEndpoint: Declare<{ params: LocaleSlugParams; answer: z.output<typeof crewMemberResponseSchema> }> = {
  method: 'GET',
  path: '/crew/:locale/:slug',
};

export const itinerariesEndpoint: Declare<{
  params: LocaleParams;
  query: z.input<typeof itinerariesQuerySchema>;
  answer: z.output<typeof itinerariesResponseSchema>;
}> = { method: 'GET', path: '/itineraries/:locale' };

export const itineraryEndpoint: Declare<{ params: LocaleSlugParams; answer: z.output<typeof itineraryResponseSchema> }> = {
  method: 'GET',
  path: '/itineraries/:locale/:slug',
};

export const newsListEndpoint: Declare<{
  params: LocaleParams;
  query: z.input<typeof newsQuerySchema>;
  answer: z.output<typeof newsListResponseSchema>;
}> = { method: 'GET', path: '/news/:locale' };

export const newsArticleEndpoint: Declare<{ params: LocaleSlugParams; answer: z.output<typeof newsArticleResponseSchema> }> = {
  method: 'GET',
  path: '/news/:locale/:slug',
};

export const sailingGuideEndpoint: Declare<{
  params: z.output<typeof sailingGuideParamsSchema>;
  answer: z.output<typeof sailingGuideResponseSchema>;
}> = { method: 'GET', path: '/sailing-guide/:slug' };

export const faqEndpoint: Declare<{ params: LocaleParams; answer: z.output<typeof faqResponseSchema> }> = {
  method: 'GET',
  path: '/faq/:locale',
};

export const offersEndpoint: Declare<{
  params: LocaleParams;
  query: z.input<typeof offersQuerySchema>;
  answer: z.output<typeof offersResponseSchema>;
}> = { method: 'GET', path: '/offers/:locale' };

export const offerEndpoint: Declare<{ params: LocaleSlugParams; answer: z.output<typeof offerResponseSchema> }> = {
  method: 'GET',
  path: '/offers/:locale/:slug',
};

export const contactEndpoint: Declare<{
  body: z.input<typeof contactInputSchema>;
  answer: z.output<typeof formAcceptedSchema>;
}> = { method: 'POST', path: '/contact' };

export const crewApplicationEndpoint: Declare<{
  body: z.input<typeof crewApplicationInputSchema>;
  answer: z.output<typeof formAcceptedSchema>;
}> = { method: 'POST', path: '/crew-applications' };
