import type { LanguageCode } from '../../contract/languages';
import type { Itinerary } from '../../contract/content-api';
import { EMPTY_SEARCH, parseCharterDates, type DateRange } from '../../contract/yacht-search';
import { yachtListKey } from '../../api/yacht-list';

// The itinerary page's data: the item its path names (GET /itineraries/{locale}/{slug}) and the boats of
// its destination, priced for the visitor's dates when the query has them (`?date_start=&date_end=`).
export const voyageKey = (slug: string, lang: LanguageCode) => `/itineraries/${lang}/${slug}`;

export const VOYAGE_BOATS = 6;

/** The charter dates of the query; dates that cannot be read are left out (the boats show without). */
export function voyageDates(search: URLSearchParams): DateRange | null {
  const result = parseCharterDates({ date_start: search.get('date_start') ?? undefined, date_end: search.get('date_end') ?? undefined });
  return result.ok ? result.value : null;
}

export const voyageBoatsKey = (voyage: Pick<Itinerary, 'destination'>, dates: DateRange | null, lang: LanguageCode) =>
  yachtListKey({ ...EMPTY_SEARCH, destinations: { ids: [], slugs: [voyage.destination.slug] }, dates, perPage: VOYAGE_BOATS }, lang);
