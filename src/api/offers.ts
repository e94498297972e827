import useSWR from 'swr';
import type { Offer, OffersResponse } from '../contract/content-api';
import type { LanguageCode } from '../contract/languages';
import { offersEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /offers/{locale} (P1): the home page's featured special offers (?featured=1) and the offers list
// (/offers, filtered by destination and dates), bookable ones only, each with its price for the offer's
// dates. The pages' loaders fetch them on the server (S2).

export type { Offer };

const HOME_OFFERS = 3;

export const featuredOffersKey = (lang: LanguageCode) =>
  keyOf(offersEndpoint, { params: { locale: lang }, query: { featured: '1', per_page: String(HOME_OFFERS) } });

/** The first `perPage` bookable offers (the expired-offer notice's "offers now"). */
export const currentOffersKey = (lang: LanguageCode, perPage: number) =>
  keyOf(offersEndpoint, { params: { locale: lang }, query: { per_page: String(perPage) } });

/** The offers list's filters as the API takes them (ISO dates; a destination's slug). */
export interface OffersFilter {
  destination?: string;
  date_from?: string;
  date_to?: string;
}

/** One page of the offers list (/offers) for these filters. */
export const offersListKey = (lang: LanguageCode, filter: OffersFilter, page: number, perPage: number) =>
  keyOf(offersEndpoint, {
    params: { locale: lang },
    query: { ...filter, ...(page > 1 ? { page: String(page) } : {}), per_page: String(perPage) },
  });

/** Keeps a malformed answer from breaking the page: anything without a list is no offers. */
const offersOf = (data: OffersResponse | undefined): Offer[] => (Array.isArray(data?.data) ? data.data : []);

export function useFeaturedOffers(lang: LanguageCode): { offers: Offer[]; error: unknown } {
  const { data, error } = useSWR<OffersResponse>(featuredOffersKey(lang));
  return { offers: offersOf(data), error };
}

export function useCurrentOffers(lang: LanguageCode, perPage: number): Offer[] {
  return offersOf(useSWR<OffersResponse>(currentOffersKey(lang, perPage)).data);
}

/** null: no list to read (the filters were refused before asking). */
export function useOffersList(key: string | null): OffersResponse | undefined {
  const { data } = useSWR<OffersResponse>(key);
  return data && Array.isArray(data.data) ? data : undefined;
}
