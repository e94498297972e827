import useSWR from 'swr';
import type { ItinerariesResponse } from '../contract/content-api';
import { itinerariesEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';
import type { LanguageCode } from '../contract/languages';

// GET /itineraries/{locale}?country= (P1): the voyages, all of them (the destinations page) or those that
// start in one country (its country page).

export type Voyage = ItinerariesResponse['data'][number];

export const itinerariesKey = (lang: LanguageCode, country?: string) =>
  keyOf(itinerariesEndpoint, { params: { locale: lang }, query: { country } });

const NONE: Voyage[] = [];

export function useItineraries(lang: LanguageCode, country?: string): Voyage[] {
  const { data } = useSWR<ItinerariesResponse>(itinerariesKey(lang, country));
  return Array.isArray(data?.data) ? data.data : NONE;
}
