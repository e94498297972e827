import useSWR from 'swr';
import type { FlexibleResponse } from '../contract/yacht-list-api';
import type { LanguageCode } from '../contract/languages';
import type { LoaderArgs } from '../route-table';
import { isoDateOf } from '../lib/iso-date';
import { parseFlexibleWindow, parseYachtSearch } from '../lib/search-query';
import { destinationsKey } from './destinations';
import { yachtTypesKey } from './yacht-types';

// C13: the flexible-dates search of `/{lang}/anydaytesting`. The page's query (a plain GET form) is checked
// here with the API's own parsers before any call, so a bad window is a message on the page, never a 400
// from the API turned into an error page.

export const FLEXIBLE_FIELDS = ['window_start', 'window_end', 'nights', 'destinations', 'type', 'page'] as const;
export type FlexibleField = (typeof FLEXIBLE_FIELDS)[number];
export type FlexibleForm = Record<FlexibleField, string>;

export const FLEXIBLE_PER_PAGE = 12;

/** The form's values as the URL carries them ('' when absent). */
export function flexibleFormOf(search: URLSearchParams): FlexibleForm {
  return Object.fromEntries(FLEXIBLE_FIELDS.map((f) => [f, (search.get(f) ?? '').trim()])) as FlexibleForm;
}

/** The page URL's query for a form: empty fields left out, so shared links stay short. */
export function flexibleQueryString(form: FlexibleForm): string {
  const query = new URLSearchParams();
  for (const field of FLEXIBLE_FIELDS) if (form[field] !== '') query.set(field, form[field]);
  return query.toString();
}

export type FlexibleRequest = { ok: true; key: string } | { ok: false; errors: Partial<Record<FlexibleField, string>> };

/** The API key for a form, or the fields that are not valid (`today` only decides the default window). */
export function flexibleRequest(lang: LanguageCode, form: FlexibleForm, today: string): FlexibleRequest {
  const window = parseFlexibleWindow(form, today);
  const filters = parseYachtSearch({ destinations: form.destinations, type: form.type, page: form.page });
  const errors = { ...(window.ok ? {} : window.errors), ...(filters.ok ? {} : filters.errors) };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const query = flexibleQueryString(form);
  return { ok: true, key: `/yacht-list-flexible?locale=${lang}&per_page=${FLEXIBLE_PER_PAGE}${query ? `&${query}` : ''}` };
}

export function useFlexibleYachts(key: string | null) {
  // The previous results stay on screen while the next ones load.
  const { data, error, isLoading } = useSWR<FlexibleResponse>(key, { keepPreviousData: true });
  return { list: data, error, isLoading };
}

export async function loadAnyDayPage({ lang, search, fetch }: LoaderArgs): Promise<void> {
  const request = flexibleRequest(lang, flexibleFormOf(search), isoDateOf(new Date()));
  await Promise.all([fetch(destinationsKey(lang)), fetch(yachtTypesKey(lang)), request.ok ? fetch(request.key) : undefined]);
}
