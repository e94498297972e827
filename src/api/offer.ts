import useSWR from 'swr';
import type { OfferResponse } from '../contract/content-api';
import { offerEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';
import type { LanguageCode } from '../contract/languages';
import { itemOf } from './item-answer';

// GET /offers/{locale}/{slug} (P1, docs/decisions/022): one offer, `expired` once its check-in day has
// passed or its boat was booked. The offer page and the expired-offer notice both read it here.

export const offerKey = (slug: string, lang: LanguageCode) => keyOf(offerEndpoint, { params: { locale: lang, slug } });

/** null slug: nothing names an offer (nothing is asked). */
export function useOffer(slug: string | null, lang: LanguageCode): { offer: OfferResponse | undefined; error: unknown } {
  const { data, error } = useSWR<OfferResponse>(slug ? offerKey(slug, lang) : null);
  return { offer: itemOf(data), error };
}
