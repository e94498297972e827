import type { LanguageCode } from '../../contract/languages';

// The special offer page's data: the item its path names (src/api/offer.ts: GET /offers/{locale}/{slug}).

/** Where an expired offer sends the visitor; the notice names the offer to show boats like its boat. */
export const offerExpiredPath = (lang: LanguageCode, slug: string) => `/${lang}/offerexpired?offer=${encodeURIComponent(slug)}`;
