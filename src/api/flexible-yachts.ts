import useSWR from 'swr';
import type { FlexibleResponse } from '../contract/yacht-list-api';
import type { LanguageCode } from '../contract/languages';
import { flexibleYachtsEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /yacht-list-flexible (C13): boats free for N nights starting on some day of a window. The
// flexible-dates page (src/routes/any-day) checks its query before it asks for a key.

const FLEXIBLE_PER_PAGE = 12;

/** `form`: the page's checked form (window, nights, destinations, type, page), empty fields left out. */
export const flexibleYachtsKey = (lang: LanguageCode, form: Readonly<Record<string, string>>) =>
  keyOf(flexibleYachtsEndpoint, { query: { locale: lang, per_page: String(FLEXIBLE_PER_PAGE), ...form } });

export function useFlexibleYachts(key: string | null) {
  // The previous results stay on screen while the next ones load.
  const { data, error, isLoading } = useSWR<FlexibleResponse>(key, { keepPreviousData: true });
  return { list: data, error, isLoading };
}
