import useSWR from 'swr';
import type { DailyPricesResponse } from '../contract/catalog-api';
import { dailyPricesEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';
import { ApiError } from '../lib/api-client';
import { useKeyUnlessServerFailed } from './yacht';

// GET /yacht-daily-prices/{yacht_id} (§7, A6): one row per day for the next 90 days. An unknown yacht's
// daily prices are a 404 that the site shows as "no prices", with a logged warning (A6).

export type DailyPrice = DailyPricesResponse['data'][number];

export const dailyPricesKey = (yachtId: number) => keyOf(dailyPricesEndpoint, { params: { yacht_id: yachtId } });

export const DAILY_PRICES_MISSING = 'Daily prices not found for yacht';

/** A6: true when the error is the 404 that means "no daily prices" (anything else is a real failure). */
export const isNoDailyPrices = (err: unknown) => err instanceof ApiError && err.status === 404;

export function useDailyPrices(pageKey: string, yachtId: number | undefined): DailyPrice[] {
  const key = useKeyUnlessServerFailed(pageKey, yachtId === undefined ? null : dailyPricesKey(yachtId));
  const { data } = useSWR<DailyPricesResponse>(key, {
    shouldRetryOnError: false,
    onError: (err: unknown) => {
      if (isNoDailyPrices(err)) console.warn(`${DAILY_PRICES_MISSING} ${yachtId}`);
    },
  });
  return data?.data ?? [];
}
