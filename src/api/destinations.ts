import useSWR from 'swr';
import type { DestinationsResponse } from '../contract/catalog-api';
import type { LanguageCode } from '../contract/languages';
import { destinationsEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';
import { useView, type DataView } from './data-view';

// GET /destinations/{locale} (§7): sailing areas with their country, charter bases (with coordinates)
// and boat counts. The destinations and country pages read all of it; the search forms and the home page
// read their options (a view, src/api/data-view.ts).

export type Destination = DestinationsResponse['data'][number];

export const destinationsKey = (lang: LanguageCode) => keyOf(destinationsEndpoint, { params: { locale: lang } });

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

/** A destination as the search forms and the home page's popular areas show it: a name to choose, its
 * country, whether it is popular and its boat count; not its description or bases. */
export type DestinationOption = Pick<Destination, 'id' | 'slug' | 'name' | 'popular' | 'yachts'> & {
  country: Pick<Destination['country'], 'slug' | 'name'>;
};

export const destinationOptionsView: DataView<unknown, DestinationOption[]> = {
  name: 'destination-options',
  select: (answer) =>
    destinationsOf(answer).map(({ id, slug, name, popular, yachts, country }) => ({
      id,
      slug,
      name,
      popular,
      yachts,
      country: { slug: country.slug, name: country.name },
    })),
};

const NO_OPTIONS: DestinationOption[] = [];

export function useDestinationOptions(lang: LanguageCode): DestinationOption[] {
  return useView(destinationsKey(lang), destinationOptionsView).data ?? NO_OPTIONS;
}

/** A country page's sailing areas: the destinations of one country, whole (their bases make the map). */
export const countryAreasView = (country: string): DataView<unknown, Destination[]> => ({
  name: `areas-of-${country}`,
  select: (answer) => destinationsOf(answer).filter((d) => d.country.slug === country),
});

const NONE: Destination[] = [];

/** null: the path names no country (nothing to fetch). */
export function useCountryAreas(lang: LanguageCode, country: string | null) {
  const { data, error, isLoading } = useView(country === null ? null : destinationsKey(lang), countryAreasView(country ?? ''));
  return { areas: data ?? NONE, error, isLoading };
}
