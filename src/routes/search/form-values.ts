import { searchToQuery, type YachtSearch } from '../../contract/yacht-search';

// The filter form's fields as their values, one list per field name, so the inputs can be controlled from
// the URL's search (Back and Forward update them) while the form stays a plain GET form whose names are the
// URL's keys (C1). Comma lists split into their items, as the search parser reads them.

export type FormValues = Record<string, string[]>;

/** A query (the form's FormData, or a search's canonical query) as the form's values. */
export function formValuesOf(params: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const [key, value] of params) {
    (values[key] ??= []).push(
      ...value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  }
  return values;
}

export const formValuesOfSearch = (search: YachtSearch): FormValues => formValuesOf(new URLSearchParams(searchToQuery(search)));

/** What a form holds now, as a query (FormData keeps one entry per ticked box). */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return params;
}

export const first = (values: FormValues, name: string): string => values[name]?.[0] ?? '';
export const has = (values: FormValues, name: string, value: string): boolean => values[name]?.includes(value) ?? false;
