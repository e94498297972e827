import type { LanguageCode } from '../../contract/languages';
import { CALENDAR_DATE, whole } from '../../contract/patterns';
import { SLUG, SLUG_MAX_LENGTH } from '../../contract/slug';
import type { OffersFilter } from '../../api/offers';

// The offers list's data (issue 30 item 9): the filters and page number the URL asks for. The form is a
// GET form, so the URL carries exactly what the visitor chose; its names are the API's (src/contract/
// content-api.ts validates them there with zod). They are read here without zod (it stays out of the
// browser's first load) by the same patterns, so a value the API would refuse is caught before asking and
// the page says what to correct instead of failing.
export const OFFERS_PER_PAGE = 12;

const DATE = whole(CALENDAR_DATE);

/** A filter the page could not use, by the field that holds it. */
type OffersProblem = 'destination' | 'date_from' | 'date_to' | 'order';

export interface OffersRequest {
  filter: OffersFilter;
  page: number;
  /** Empty when every filter can be used. */
  problems: OffersProblem[];
}

/** The URL's filters; an empty field is no filter. */
export function offersRequestOf(search: URLSearchParams): OffersRequest {
  const filter: OffersFilter = {};
  const problems: OffersProblem[] = [];
  const destination = search.get('destination')?.trim() ?? '';
  if (destination) {
    if (destination.length <= SLUG_MAX_LENGTH && SLUG.test(destination)) filter.destination = destination;
    else problems.push('destination');
  }
  for (const key of ['date_from', 'date_to'] as const) {
    const value = search.get(key)?.trim() ?? '';
    if (!value) continue;
    if (DATE.test(value)) filter[key] = value;
    else problems.push(key);
  }
  if (filter.date_from && filter.date_to && filter.date_to < filter.date_from) problems.push('order');
  const pageText = search.get('page') ?? '';
  const n = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 1;
  return { filter, page: n >= 1 ? n : 1, problems };
}

/** The query of these filters and page, in a fixed order (the page's canonical URL and its page links). */
export function offersQueryOf(filter: OffersFilter, page: number): string {
  const pairs: [string, string][] = [];
  if (filter.destination) pairs.push(['destination', filter.destination]);
  if (filter.date_from) pairs.push(['date_from', filter.date_from]);
  if (filter.date_to) pairs.push(['date_to', filter.date_to]);
  if (page > 1) pairs.push(['page', String(page)]);
  return new URLSearchParams(pairs).toString();
}

export function offersPath(lang: LanguageCode, filter: OffersFilter, page: number): string {
  const query = offersQueryOf(filter, page);
  return `/${lang}/offers${query ? `?${query}` : ''}`;
}
