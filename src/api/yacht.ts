import { isSlug } from '../contract/slug';
import useSWR, { useSWRConfig } from 'swr';
import type { YachtDetail, YachtResponse } from '../contract/yacht-api';
import type { LanguageCode } from '../contract/languages';
import { yachtEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /yacht/{slug}?locale= (§7, C7): everything the boat page shows. The boat routes' loader
// (src/routes/boat/route.ts) fetches it on the server; the page reads it here from the SWR fallback.

export type { YachtDetail };

/** The API's slug rule: anything else can be no boat. */
export const isYachtSlug = (slug: string) => isSlug(slug);

export const yachtKey = (slug: string, lang: LanguageCode) => keyOf(yachtEndpoint, { params: { slug }, query: { locale: lang } });

export function useYacht(slug: string, lang: LanguageCode): { boat: YachtDetail | undefined; error: unknown; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<YachtResponse>(isYachtSlug(slug) ? yachtKey(slug, lang) : null);
  return { boat: data?.data, error, isLoading };
}

/**
 * The key to ask SWR for, or null when the server already tried it for this page and failed: the page's
 * own data is in the fallback but this key is not (a daily-prices 404, a quote for dates the boat is not
 * free). Asking again from the browser would only repeat the failure after hydration (S2).
 */
export function useKeyUnlessServerFailed(pageKey: string, key: string | null, triedOnServer = true): string | null {
  const { fallback } = useSWRConfig();
  if (key === null) return null;
  return triedOnServer && pageKey in fallback && !(key in fallback) ? null : key;
}
