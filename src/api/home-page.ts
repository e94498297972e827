import type { LoaderArgs } from '../route-table';
import { destinationsKey } from './destinations';
import { featuredOffersKey } from './offers';
import { featuredYachtsKey } from './featured-yachts';
import { yachtTypesKey } from './yacht-types';

// The home page's server data (S2): the search box's destinations and types, featured offers, popular
// destinations (from the same destinations list) and a few boats, all as SWR fallback.
export async function loadHomePage({ lang, fetch }: LoaderArgs): Promise<void> {
  await Promise.all([
    fetch(destinationsKey(lang)),
    fetch(yachtTypesKey(lang)),
    fetch(featuredOffersKey(lang)),
    fetch(featuredYachtsKey(lang)),
  ]);
}
