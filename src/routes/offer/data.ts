import type { LanguageCode } from '../../contract/languages';

// The special offer page's data: the item its path names (GET /offers/{locale}/{slug}).
export const offerKey = (slug: string, lang: LanguageCode) => `/offers/${lang}/${slug}`;
