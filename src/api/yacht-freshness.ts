import useSWR from 'swr';
import type { YachtFreshnessResponse } from '../contract/yacht-freshness-api';
import { yachtFreshnessEndpoint } from '../contract/yacht-freshness-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /yacht-freshness/{yacht_id} (issue 29): null for a boat entered by hand; for a fleet system's boat,
// its last successful sync and whether the server reaches the system now. Asked again every minute, so a
// system that stops or starts answering shows while the page is open.

export type YachtFreshness = NonNullable<YachtFreshnessResponse['data']>;

const REFRESH_MS = 60_000;

const yachtFreshnessKey = (yachtId: number) => keyOf(yachtFreshnessEndpoint, { params: { yacht_id: yachtId } });

export function useYachtFreshness(yachtId: number): YachtFreshness | null {
  const { data } = useSWR<YachtFreshnessResponse>(yachtFreshnessKey(yachtId), { refreshInterval: REFRESH_MS });
  return data?.data ?? null;
}
