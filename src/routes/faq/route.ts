import { page } from '../../route-def';
import { faqKey } from '../../api/faq';
import type { FaqResponse } from '../../contract/content-api';

export const faqRoutes = [
  page('faq', 'faq', 'faq', {
    ns: ['pages', 'faq'],
    sitemap: true,
    // P2: hreflang names only the languages every question is written in.
    alternates: ({ lang, data }) => data<FaqResponse>(faqKey(lang))?.languages,
  }),
];
