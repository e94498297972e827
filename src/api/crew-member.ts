import useSWR from 'swr';
import type { CrewMemberResponse } from '../contract/content-api';
import { crewMemberEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';
import type { LanguageCode } from '../contract/languages';
import { itemOf } from './item-answer';

// GET /crew/{locale}/{slug} (P1, P2): one crew member with the languages their texts are written in.

export const crewMemberKey = (slug: string, lang: LanguageCode) => keyOf(crewMemberEndpoint, { params: { locale: lang, slug } });

/** null slug: the path names no crew member (nothing is asked). */
export function useCrewMember(slug: string | null, lang: LanguageCode): { member: CrewMemberResponse | undefined; error: unknown } {
  const { data, error } = useSWR<CrewMemberResponse>(slug ? crewMemberKey(slug, lang) : null);
  return { member: itemOf(data), error };
}
