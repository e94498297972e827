import type { LanguageCode } from '../contract/languages';
import { yachtListEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';
import { useView } from './data-view';
import { cardsListView } from './yacht-list';

// A country page (`/{lang}/discover/{country}`, P1): its destinations and bases come from
// /destinations/{locale}, its boats from /yacht-list?country=<slug>, a page of cards at a time.

const COUNTRY_BOATS_PER_PAGE = 12;

export const countryYachtsKey = (lang: LanguageCode, country: string, page: number) =>
  keyOf(yachtListEndpoint, { query: { locale: lang, country, per_page: String(COUNTRY_BOATS_PER_PAGE), page: String(page) } });

/** A page of a country's boats, by its key (the country route's data.ts computes it). */
export function useCountryYachts(key: string) {
  // The previous page stays on screen while the next one loads (no empty flash between pages).
  const { data, error, isLoading } = useView(key, cardsListView, { keepPreviousData: true });
  return { list: data, error, isLoading };
}
