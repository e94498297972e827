import type { LanguageCode } from '../../contract/languages';
import type { Itinerary } from '../../contract/content-api';
import { EMPTY_SEARCH, type DateRange } from '../../contract/yacht-search';
import { yachtListKey } from '../../api/yacht-list';

// The itinerary page's data: the item its path names (GET /itineraries/{locale}/{slug}) and the boats of
// its destination, priced for the visitor's dates when the query has them (`?date_start=&date_end=`).
const VOYAGE_BOATS = 6;

export const voyageBoatsKey = (voyage: Pick<Itinerary, 'destination'>, dates: DateRange | null, lang: LanguageCode) =>
  yachtListKey({ ...EMPTY_SEARCH, destinations: { ids: [], slugs: [voyage.destination.slug] }, dates, perPage: VOYAGE_BOATS }, lang);
