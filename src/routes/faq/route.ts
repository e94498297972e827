import { page } from '../../route-def';
import { faqKey } from '../../api/faq';
import type { FaqResponse } from '../../contract/content-api';

export const faqRoutes = [
  page('faq', 'faq', 'faq', {
    ns: ['pages', 'faq'],
    sitemap: true,
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ lang, fetch }) => void (await fetch(faqKey(lang))),
    // P2: hreflang names only the languages every question is written in.
    alternates: ({ lang, data }) => data<FaqResponse>(faqKey(lang))?.languages,
  }),
];
