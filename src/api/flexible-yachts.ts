import useSWR from 'swr';
import type { FlexibleResponse } from '../contract/yacht-list-api';
import type { LanguageCode } from '../contract/languages';

// GET /yacht-list-flexible (C13): boats free for N nights starting on some day of a window. The
// flexible-dates page (src/routes/any-day) checks its query before it asks for a key.

export const FLEXIBLE_PER_PAGE = 12;

/** `query`: the page's checked form as a query string (window, nights, destinations, type, page). */
export const flexibleYachtsKey = (lang: LanguageCode, query: string) =>
  `/yacht-list-flexible?locale=${lang}&per_page=${FLEXIBLE_PER_PAGE}${query ? `&${query}` : ''}`;

export function useFlexibleYachts(key: string | null) {
  // The previous results stay on screen while the next ones load.
  const { data, error, isLoading } = useSWR<FlexibleResponse>(key, { keepPreviousData: true });
  return { list: data, error, isLoading };
}
