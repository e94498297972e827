import useSWR from 'swr';
import type { NewestYachtsResponse, YachtCard } from '../contract/yacht-list-api';
import type { LanguageCode } from '../contract/languages';
import { newestYachtsEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';

// A few boats for the home page (S2): the newest of the whole fleet, as cards only (/yachts-newest).

export const featuredYachtsKey = (lang: LanguageCode) => keyOf(newestYachtsEndpoint, { params: { locale: lang } });

export function useFeaturedYachts(lang: LanguageCode): { boats: YachtCard[]; error: unknown } {
  const { data, error } = useSWR<NewestYachtsResponse>(featuredYachtsKey(lang));
  return { boats: Array.isArray(data?.data) ? data.data : [], error };
}
