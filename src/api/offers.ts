import useSWR from 'swr';
import type { Offer, OffersResponse } from '../contract/content-api';
import type { LanguageCode } from '../contract/languages';
import { offersEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /offers/{locale}?featured=1 (P1): the home page's featured special offers, bookable ones only,
// each with its price for the offer's dates. The home loader fetches it on the server (S2).

export type { Offer };

const HOME_OFFERS = 3;

export const featuredOffersKey = (lang: LanguageCode) =>
  keyOf(offersEndpoint, { params: { locale: lang }, query: { featured: '1', per_page: String(HOME_OFFERS) } });

/** The first `perPage` bookable offers (the expired-offer notice's "offers now"). */
export const currentOffersKey = (lang: LanguageCode, perPage: number) =>
  keyOf(offersEndpoint, { params: { locale: lang }, query: { per_page: String(perPage) } });

/** Keeps a malformed answer from breaking the page: anything without a list is no offers. */
const offersOf = (data: OffersResponse | undefined): Offer[] => (Array.isArray(data?.data) ? data.data : []);

export function useFeaturedOffers(lang: LanguageCode): { offers: Offer[]; error: unknown } {
  const { data, error } = useSWR<OffersResponse>(featuredOffersKey(lang));
  return { offers: offersOf(data), error };
}

export function useCurrentOffers(lang: LanguageCode, perPage: number): Offer[] {
  return offersOf(useSWR<OffersResponse>(currentOffersKey(lang, perPage)).data);
}
