import useSWR from 'swr';
import type { SailingGuide, SailingGuideResponse } from '../contract/content-api';
import { sailingGuideEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /sailing-guide/{slug} (P1): a country's season and winds by month and its airports.

export const sailingGuideKey = (country: string) => keyOf(sailingGuideEndpoint, { params: { slug: country } });

export function useSailingGuide(country: string): SailingGuide | undefined {
  const { data } = useSWR<SailingGuideResponse>(sailingGuideKey(country));
  return data?.data ?? undefined;
}
