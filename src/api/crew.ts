import useSWR from 'swr';
import type { CrewMember } from '../contract/content-api';
import { crewListEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';
import type { LanguageCode } from '../contract/languages';

// GET /crew/{locale} (P1): every crew member; the crew page filters them by its query.

export const crewListKey = (lang: LanguageCode) => keyOf(crewListEndpoint, { params: { locale: lang } });

const NONE: CrewMember[] = [];

export function useCrewList(lang: LanguageCode): CrewMember[] {
  const { data } = useSWR<CrewMember[]>(crewListKey(lang));
  return Array.isArray(data) ? data : NONE;
}
