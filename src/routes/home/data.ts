import type { LanguageCode } from '../../contract/languages';
import { featuredOffersKey } from '../../api/offers';
import { featuredYachtsKey } from '../../api/featured-yachts';
import { yachtTypesKey } from '../../api/yacht-types';

// The home page's data (S2): the search box's types, featured offers and a few boats; the search box's
// destinations and the popular ones come from one view of the destinations list (the route's loader
// asks for it). The page's hooks ask the same endpoint modules for the same keys.
export const homeKeys = (lang: LanguageCode) => [yachtTypesKey(lang), featuredOffersKey(lang), featuredYachtsKey(lang)];
