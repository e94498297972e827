import useSWR from 'swr';
import type { ItineraryResponse } from '../contract/content-api';
import { itineraryEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';
import type { LanguageCode } from '../contract/languages';
import { itemOf } from './item-answer';

// GET /itineraries/{locale}/{slug} (P1, P2): one voyage with its stops, its starting base and the languages
// it is written in.

export const itineraryKey = (slug: string, lang: LanguageCode) => keyOf(itineraryEndpoint, { params: { locale: lang, slug } });

/** null slug: the path names no voyage (nothing is asked). */
export function useItinerary(slug: string | null, lang: LanguageCode): { voyage: ItineraryResponse | undefined; error: unknown } {
  const { data, error } = useSWR<ItineraryResponse>(slug ? itineraryKey(slug, lang) : null);
  return { voyage: itemOf(data), error };
}
