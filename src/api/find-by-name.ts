import useSWR from 'swr';
import type { FindByNameResponse } from '../contract/catalog-api';
import type { LanguageCode } from '../contract/languages';
import { findByNameEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /find_by_name (§7, A7, C11): boats whose name starts with or contains the text, for the search
// page's name autocomplete.

export type NameMatch = FindByNameResponse['data'][number];

// C11 / A7, the same numbers as the API's FIND_BY_NAME_MIN_LENGTH and FIND_BY_NAME_DEFAULT_LIMIT: not
// imported, because contract/catalog-api.ts brings zod into the first-load JavaScript (decision 011).
export const NAME_SEARCH_MIN_LENGTH = 3;
export const NAME_SEARCH_LIMIT = 5;

/** C11: no request below 3 characters; at most 5 suggestions. */
export function findByNameKey(name: string, lang: LanguageCode): string | null {
  const text = name.trim();
  if (text.length < NAME_SEARCH_MIN_LENGTH) return null;
  return keyOf(findByNameEndpoint, { query: { name: text, limit: String(NAME_SEARCH_LIMIT), locale: lang } });
}

export function nameMatchesOf(data: unknown): NameMatch[] {
  const list = (data as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(list)) return [];
  return list
    .filter((m): m is NameMatch => typeof m?.slug === 'string' && typeof m?.name === 'string' && typeof m?.type_slug === 'string')
    .slice(0, NAME_SEARCH_LIMIT);
}

/** Suggestions for the (debounced) text; the previous ones stay while the next load. */
export function useFindByName(name: string, lang: LanguageCode) {
  const key = findByNameKey(name, lang);
  const { data, isValidating } = useSWR<FindByNameResponse>(key, { keepPreviousData: true });
  return { matches: key ? nameMatchesOf(data) : [], loading: isValidating };
}
