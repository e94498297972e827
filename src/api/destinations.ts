import useSWR from 'swr';
import type { DestinationsResponse } from '../contract/catalog-api';
import type { LanguageCode } from '../contract/languages';

// GET /destinations/{locale} (§7): sailing areas with their country, charter bases (with coordinates)
// and boat counts. The destinations page's loader fetches it on the server; the page reads it here.

export type Destination = DestinationsResponse['data'][number];

export const destinationsKey = (lang: LanguageCode) => `/destinations/${lang}`;

/** The app's SWR fetcher (src/app.tsx) does the request; this keeps a bad answer from breaking the page. */
export function destinationsOf(data: unknown): Destination[] {
  const list = (data as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (d): d is Destination =>
      typeof d === 'object' && d !== null && typeof d.name === 'string' && typeof d.slug === 'string' && Array.isArray(d.bases),
  );
}

export function useDestinations(lang: LanguageCode): { destinations: Destination[]; error: unknown; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<DestinationsResponse>(destinationsKey(lang));
  return { destinations: destinationsOf(data), error, isLoading };
}
