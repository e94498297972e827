import type { LanguageCode } from '../../contract/languages';
import { charterDatesOfQuery, type DateRange } from '../../contract/yacht-search';
import { isYachtSlug, yachtKey } from '../../api/yacht';
import { quoteKey } from '../../api/yacht-quote';

// Step one's data (B1): the boat by the path's slug and, with dates in the query (carried from the boat
// page, R11), the server's quote for them. The loader and the page read the URL with the same function.

export interface StepOneInput {
  slug: string | null;
  dates: DateRange | null;
}

export function stepOneInput(params: Record<string, string | undefined>, search: URLSearchParams): StepOneInput {
  const slug = params.stepone ?? '';
  return { slug: isYachtSlug(slug) ? slug : null, dates: charterDatesOfQuery(search) };
}

export const stepOneBoatKey = (slug: string, lang: LanguageCode) => yachtKey(slug, lang);
export const stepOneQuoteKey = (boatId: number, dates: DateRange | null, lang: LanguageCode) =>
  dates ? quoteKey(boatId, dates, lang) : null;
