import { RANGE_FILTERS } from '../../../lib/search-query';
import type { SearchState } from './search-state';

// The filter form's fields as their values (one list per field name, as FormData holds them), so the
// inputs can be controlled from the URL's search (Back and Forward update them) while the form stays a
// plain GET form whose names are the URL's keys (C1).

export type FormValues = Record<string, string[]>;

export function formValuesOf(state: SearchState): FormValues {
  const values: FormValues = {
    product: state.products,
    destinations: state.destinations,
    date_start: state.dates ? [state.dates.start] : [],
    date_end: state.dates ? [state.dates.end] : [],
    type: state.types,
    main_sail_types: state.mainSailTypes,
    // One checkbox per shipyard (`5`) and per model (`5[31]`): C3's form, one item each.
    manufacturer: state.manufacturers.flatMap((m) => (m.models.length > 0 ? m.models.map((model) => `${m.id}[${model}]`) : [String(m.id)])),
    order_by: state.orderBy ? [state.orderBy] : [],
  };
  for (const name of RANGE_FILTERS) {
    const range = state.ranges[name];
    values[`${name}_min`] = range?.min != null ? [String(range.min)] : [];
    values[`${name}_max`] = range?.max != null ? [String(range.max)] : [];
  }
  return values;
}

/** What a form holds now, as a query (FormData keeps one entry per ticked box). */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return params;
}

export function formValuesFromQuery(params: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const [key, value] of params) (values[key] ??= []).push(value);
  return values;
}

export const first = (values: FormValues, name: string): string => values[name]?.[0] ?? '';
export const has = (values: FormValues, name: string, value: string): boolean => values[name]?.includes(value) ?? false;
