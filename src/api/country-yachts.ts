import useSWR from 'swr';
import type { YachtListResponse } from '../contract/yacht-list-api';
import type { LanguageCode } from '../contract/languages';
import type { LoaderArgs } from '../route-table';
import { ApiError } from '../lib/api-client';
import { MAX_PAGE } from '../lib/search-query';
import { destinationsKey, destinationsOf } from './destinations';

// A country page (`/{lang}/discover/{country}`, P1): its destinations and bases come from
// /destinations/{locale}, its boats from /yacht-list?country=<slug>, a page at a time.

export const COUNTRY_BOATS_PER_PAGE = 12;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The country slug of the path, or null when it cannot be one (the page is then a 404, never a 400 from the API). */
export function countrySlugOf(param: string | undefined): string | null {
  const slug = (param ?? '').toLowerCase();
  return slug.length <= 80 && SLUG.test(slug) ? slug : null;
}

/** `?page=` as a page number; anything else is the first page. */
export function pageOf(value: string | null | undefined): number {
  const n = /^\d{1,6}$/.test(value ?? '') ? Number(value) : 1;
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

export const countryYachtsKey = (lang: LanguageCode, country: string, page: number) =>
  `/yacht-list?locale=${lang}&country=${country}&per_page=${COUNTRY_BOATS_PER_PAGE}&page=${page}`;

export function useCountryYachts(lang: LanguageCode, country: string, page: number) {
  // The previous page stays on screen while the next one loads (no empty flash between pages).
  const { data, error, isLoading } = useSWR<YachtListResponse>(countryYachtsKey(lang, country, page), { keepPreviousData: true });
  return { list: data, error, isLoading };
}

/** R8: a country without destinations is unknown; the 404 is decided before the page renders. */
export async function loadCountryPage({ lang, params, search, fetch }: LoaderArgs): Promise<void> {
  const slug = countrySlugOf(params.country);
  if (!slug) throw new ApiError(404, { message: 'Country not found' });
  const [destinations] = await Promise.all([
    fetch(destinationsKey(lang)),
    fetch(countryYachtsKey(lang, slug, pageOf(search.get('page')))),
  ]);
  if (!destinationsOf(destinations).some((d) => d.country.slug === slug)) throw new ApiError(404, { message: 'Country not found' });
}
