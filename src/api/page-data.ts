import { useSWRConfig } from 'swr';

// The API answers a page holds, by key: SWR's cache in the browser, else the server's answers (the fallback
// the document carries). Reading what the page already has never asks the API (P2's hreflang languages).
export function usePageData(): <T>(key: string) => T | undefined {
  const { cache, fallback } = useSWRConfig();
  return <T>(key: string) => (cache.get(key)?.data ?? (fallback as Record<string, unknown>)[key]) as T | undefined;
}
