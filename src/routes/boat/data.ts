import type { LanguageCode } from '../../contract/languages';
import { charterDatesOfQuery, type DateRange } from '../../contract/yacht-search';
import { isYachtSlug, yachtKey } from '../../api/yacht';
import { periodPricesKey } from '../../api/yacht-period-prices';
import { dailyPricesKey } from '../../api/yacht-daily-prices';
import { availabilityKey } from '../../api/yacht-availability';
import { quoteKey } from '../../api/yacht-quote';

// The boat page's data (S2): the boat by its slug, then by its id the price calendars, the booked days
// and, with dates in the query (R11), the quote. The loader (route.ts) and the page both read the URL
// with boatInput and ask for the keys below, so the server's fallback is exactly what the page reads.

export interface BoatInput {
  /** null when the path's slug can be no boat (R8: the page is a 404, never a 400 from the API). */
  slug: string | null;
  dates: DateRange | null;
}

export function boatInput(params: Record<string, string | undefined>, search: URLSearchParams): BoatInput {
  const slug = params.yachtSlug ?? '';
  return { slug: isYachtSlug(slug) ? slug : null, dates: charterDatesOfQuery(search) };
}

export const boatKey = (slug: string, lang: LanguageCode) => yachtKey(slug, lang);

/** The keys that need the boat's id; `quote` is null without dates. */
export function boatDataKeys(yachtId: number, dates: DateRange | null, lang: LanguageCode) {
  return {
    periods: periodPricesKey(yachtId),
    daily: dailyPricesKey(yachtId),
    availability: availabilityKey(yachtId),
    quote: dates ? quoteKey(yachtId, dates, lang) : null,
  };
}
