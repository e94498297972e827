import type { LanguageCode } from '../../contract/languages';
import { destinationsKey } from '../../api/destinations';
import { featuredOffersKey } from '../../api/offers';
import { featuredYachtsKey } from '../../api/featured-yachts';
import { yachtTypesKey } from '../../api/yacht-types';

// The home page's data (S2): the search box's destinations and types, featured offers, popular
// destinations (from the same destinations list) and a few boats. The page's hooks ask the same
// endpoint modules for the same keys.
export const homeKeys = (lang: LanguageCode) => [destinationsKey(lang), yachtTypesKey(lang), featuredOffersKey(lang), featuredYachtsKey(lang)];
