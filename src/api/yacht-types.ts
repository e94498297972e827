import useSWR from 'swr';
import type { YachtTypesResponse } from '../contract/catalog-api';
import type { LanguageCode } from '../contract/languages';
import { yachtTypesEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /yachts-types/{locale} (A6): the boat types in the site's order, for the type selects of the
// search boxes. Loaders fetch it on the server; pages read it here from the SWR fallback (S2).

export type YachtType = YachtTypesResponse[number];

export const yachtTypesKey = (lang: LanguageCode) => keyOf(yachtTypesEndpoint, { params: { locale: lang } });

export function useYachtTypes(lang: LanguageCode): YachtType[] {
  const { data } = useSWR<YachtTypesResponse>(yachtTypesKey(lang));
  return Array.isArray(data) ? data : [];
}
