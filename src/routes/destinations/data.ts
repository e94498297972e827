import type { LanguageCode } from '../../contract/languages';
import { destinationsKey } from '../../api/destinations';
import { featuredYachtsKey } from '../../api/featured-yachts';

// The destinations page's data (S2): every sailing area with its bases, the voyages sailed from them,
// and a few boats.
export const voyagesKey = (lang: LanguageCode) => `/itineraries/${lang}`;
export const destinationsPageKeys = (lang: LanguageCode) => [destinationsKey(lang), featuredYachtsKey(lang), voyagesKey(lang)];
