import useSWR from 'swr';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../contract/languages';
import type { LanguagesResponse } from '../contract/languages-api';
import { languagesEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';

export const languagesKey = () => keyOf(languagesEndpoint, {});

const builtIn: LanguagesResponse = LANGUAGES.map((l) => ({ ...l, default: l.code === DEFAULT_LANGUAGE }));

function isLanguageList(data: unknown): data is LanguagesResponse {
  return Array.isArray(data) && data.length > 0 && data.every((l) => typeof l?.code === 'string' && typeof l?.name === 'string');
}

/**
 * The language list from GET /languages (§7). The server renders with it as fallback data; if the call
 * fails the built-in list stays (§8 "previous state kept").
 */
export function useLanguages(): LanguagesResponse {
  const { data } = useSWR(languagesKey(), {
    onError: (err: unknown) => console.warn('Error fetching available locales:', err),
  });
  return isLanguageList(data) ? data : builtIn;
}
