import useSWR from 'swr';
import type { YachtCard, YachtListResponse } from '../contract/yacht-list-api';
import type { LanguageCode } from '../contract/languages';

// A few boats for the home page: the newest of the whole fleet, from /yacht-list-all (C5).

export const HOME_BOATS = 6;

export const featuredYachtsKey = (lang: LanguageCode) => `/yacht-list-all?locale=${lang}&per_page=${HOME_BOATS}&order_by=year_desc`;

export function useFeaturedYachts(lang: LanguageCode): { boats: YachtCard[]; error: unknown } {
  const { data, error } = useSWR<YachtListResponse>(featuredYachtsKey(lang));
  return { boats: Array.isArray(data?.data) ? data.data : [], error };
}
