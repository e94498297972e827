import type { LanguageCode } from '../../contract/languages';
import { charterDatesOfQuery, type DateRange } from '../../contract/yacht-search';
import { isYachtSlug, yachtKey } from '../../api/yacht';
import { quoteKey } from '../../api/yacht-quote';
import { bookingStayProblem, type StayProblem } from '../../contract/stay-dates';

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

/**
 * What is wrong with the query's stay by the booking's stay rule (issue 30 item 3), before any price: a
 * 0-night, reversed or too long stay. A check-in in the past is the server's to judge by its clock: its
 * quote then fails, and `pastCheckIn` (features/booking/stay-reason.ts) tells it from a boat that is taken.
 */
export const stepOneStayProblem = (input: StepOneInput): StayProblem | null =>
  input.dates && bookingStayProblem(input.dates.start, input.dates.end);

/** The dates to price: none for a stay the rule refuses (no price is shown for it). */
export const stepOneQuoteDates = (input: StepOneInput): DateRange | null => (stepOneStayProblem(input) ? null : input.dates);
