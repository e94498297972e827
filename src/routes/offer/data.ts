import type { LanguageCode } from '../../contract/languages';

// The special offer page's data: the item its path names (GET /offers/{locale}/{slug}).
export const offerKey = (slug: string, lang: LanguageCode) => `/offers/${lang}/${slug}`;

/** Where an expired offer sends the visitor; the notice names the offer to show boats like its boat. */
export const offerExpiredPath = (lang: LanguageCode, slug: string) => `/${lang}/offerexpired?offer=${encodeURIComponent(slug)}`;
