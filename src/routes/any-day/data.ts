import type { LanguageCode } from '../../contract/languages';
import { yachtTypesKey } from '../../api/yacht-types';
import { flexibleYachtsKey } from '../../api/flexible-yachts';
import { parseFlexibleWindow, parseYachtSearch } from '../../contract/yacht-search';

// C13: the flexible-dates page's data. The page's query (a plain GET form) is checked here with the API's
// own parsers before any call, so a bad window is a message on the page, never a 400 from the API turned
// into an error page. The loader and the page both read the URL with flexibleFormOf and flexibleRequest.

const FLEXIBLE_FIELDS = ['window_start', 'window_end', 'nights', 'destinations', 'type', 'page'] as const;
export type FlexibleField = (typeof FLEXIBLE_FIELDS)[number];
export type FlexibleForm = Record<FlexibleField, string>;

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
  const filled = Object.fromEntries(FLEXIBLE_FIELDS.filter((f) => form[f] !== '').map((f) => [f, form[f]]));
  return { ok: true, key: flexibleYachtsKey(lang, filled) };
}

/** Every key the page needs besides the destinations (a view of them): the types and, for a valid form, its results. */
export function anyDayKeys(lang: LanguageCode, request: FlexibleRequest): string[] {
  return [yachtTypesKey(lang), ...(request.ok ? [request.key] : [])];
}
