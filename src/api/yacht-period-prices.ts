import useSWR from 'swr';
import type { PeriodPricesResponse } from '../contract/catalog-api';
import { periodPricesEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /yacht-period-prices/{yacht_id} (§7, A6): the season periods that have not ended, by day ascending.

export type PeriodPrice = PeriodPricesResponse['data'][number];

export const periodPricesKey = (yachtId: number) => keyOf(periodPricesEndpoint, { params: { yacht_id: yachtId } });

export function usePeriodPrices(yachtId: number | undefined): PeriodPrice[] {
  const { data } = useSWR<PeriodPricesResponse>(yachtId === undefined ? null : periodPricesKey(yachtId));
  // A6 promises the order; sorting again keeps the table right whatever an external API sends.
  return [...(data?.data ?? [])].sort((a, b) => a.day.localeCompare(b.day));
}
