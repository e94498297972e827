import type { LanguageCode } from '../../contract/languages';

// The itinerary page's data: the item its path names (GET /itineraries/{locale}/{slug}).
export const voyageKey = (slug: string, lang: LanguageCode) => `/itineraries/${lang}/${slug}`;
