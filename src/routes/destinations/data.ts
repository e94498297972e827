import type { LanguageCode } from '../../contract/languages';
import { destinationsKey } from '../../api/destinations';
import { featuredYachtsKey } from '../../api/featured-yachts';
import { itinerariesKey } from '../../api/itineraries';

// The destinations page's data (S2): every sailing area with its bases, the voyages sailed from them,
// and a few boats.
export const destinationsPageKeys = (lang: LanguageCode) => [destinationsKey(lang), featuredYachtsKey(lang), itinerariesKey(lang)];
