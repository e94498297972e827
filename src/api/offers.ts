import useSWR from 'swr';
import type { Offer, OffersResponse } from '../contract/content-api';
import type { LanguageCode } from '../contract/languages';

// GET /offers/{locale}?featured=1 (P1): the home page's featured special offers, bookable ones only,
// each with its price for the offer's dates. The home loader fetches it on the server (S2).

export type { Offer };

export const HOME_OFFERS = 3;

export const featuredOffersKey = (lang: LanguageCode) => `/offers/${lang}?featured=1&per_page=${HOME_OFFERS}`;

export function useFeaturedOffers(lang: LanguageCode): { offers: Offer[]; error: unknown } {
  const { data, error } = useSWR<OffersResponse>(featuredOffersKey(lang));
  return { offers: Array.isArray(data?.data) ? data.data : [], error };
}
