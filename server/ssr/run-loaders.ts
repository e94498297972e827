import type { ApiClient } from '../../src/lib/api-client';
import type { RouteMatch } from '../../src/route-table';
import type { LoaderArgs } from '../../src/route-def';
import { languagesKey } from '../../src/api/languages';
import { viewFallbackKey } from '../../src/api/data-view';
import type { Logger } from 'pino';

// Runs the data loaders of a page (the site-wide one and the route's own) in parallel, through the
// API client, and collects every answer as SWR fallback data keyed by its API path (S2).
export async function runLoaders(
  match: RouteMatch,
  search: URLSearchParams,
  api: ApiClient,
  log: Logger,
): Promise<Record<string, unknown>> {
  const fallback: Record<string, unknown> = {};
  const args: LoaderArgs = {
    params: match.params,
    lang: match.lang,
    search,
    fetch: async <T>(key: string) => {
      const data = await api.get<T>(key);
      fallback[key] = data;
      return data;
    },
    view: async (path, view) => {
      const data = await api.get<Parameters<typeof view.select>[0]>(path);
      fallback[viewFallbackKey(path, view)] = view.select(data, path);
      return data;
    },
  };
  const siteWide = args.fetch(languagesKey()).catch((err: unknown) => {
    // §8: the language list keeps its built-in state when the call fails.
    log.warn({ err }, 'Error fetching available locales:');
  });
  await Promise.all([siteWide, match.route.load?.(args)]);
  return fallback;
}
