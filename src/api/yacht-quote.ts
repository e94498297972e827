import { useState } from 'react';
import useSWR from 'swr';
import type { Quote, QuoteResponse } from '../contract/catalog-api';
import type { LanguageCode } from '../contract/languages';
import { quoteEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';
import type { DateRange } from '../contract/yacht-search';
import { useKeyUnlessServerFailed } from './yacht';

// GET /yacht-quote/{yacht_id}?date_start&date_end&locale (C6, C8): the price of the boat for the chosen
// dates, or `available: false` when it is not free then. The dates travel in the page's query (R11).

export type { Quote };

export const quoteKey = (yachtId: number, dates: DateRange, lang: LanguageCode) =>
  keyOf(quoteEndpoint, { params: { yacht_id: yachtId }, query: { date_start: dates.start, date_end: dates.end, locale: lang } });

export function useQuote(
  pageKey: string,
  yachtId: number | undefined,
  dates: DateRange | null,
  lang: LanguageCode,
): { quote: Quote | undefined; failed: boolean; isLoading: boolean } {
  const wanted = yachtId === undefined || !dates ? null : quoteKey(yachtId, dates, lang);
  // The server asked only for the dates the page was opened with; dates picked later are always fetched.
  const [opened] = useState(wanted);
  const key = useKeyUnlessServerFailed(pageKey, wanted, wanted === opened);
  const { data, error, isLoading } = useSWR<QuoteResponse>(key, { shouldRetryOnError: false });
  const quote = data?.available ? data.data : undefined;
  return { quote, failed: wanted !== null && (key === null || error !== undefined || data?.available === false), isLoading };
}
