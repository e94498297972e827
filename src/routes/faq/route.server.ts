import type { LoadersOf } from '../../route-loader.server';
import { faqKey } from '../../api/faq';
import type { faqRoutes } from './route';

export const faqLoaders = {
  faq: async ({ lang, fetch }) => void (await fetch(faqKey(lang))),
} satisfies LoadersOf<typeof faqRoutes>;
