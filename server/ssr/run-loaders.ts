import type { ApiClient } from '../../src/lib/api-client';
import type { RouteMatch } from '../../src/route-table';
import type { LoaderArgs } from '../../src/route-loader.server';
import { ROUTE_LOADERS } from '../../src/routes/route-loaders.server';
import { languagesKey } from '../../src/api/languages';
import { viewFallbackKey, type DataView } from '../../src/api/data-view';
import type { Logger } from 'pino';

// The page data cache (decision 013) hands every request of its second the same frozen answer: its views
// are taken once per answer, not on every request (a search page's cards were 6 % of bench:ssr's main thread).
const selections = new WeakMap<object, Map<string, unknown>>();

export function selectOnce<Answer>(answer: Answer, path: string, view: DataView<Answer, unknown>): unknown {
  if (typeof answer !== 'object' || answer === null || !Object.isFrozen(answer)) return view.select(answer, path);
  let taken = selections.get(answer);
  if (!taken) selections.set(answer, (taken = new Map()));
  const key = `${view.name}\0${path}`;
  if (!taken.has(key)) taken.set(key, view.select(answer, path));
  return taken.get(key);
}

// Runs the data loaders of a page (the site-wide one and the route's own, from its folder's route.server.ts
// by way of src/routes/route-loaders.server.ts) in parallel, through the API client, and collects every
// answer as SWR fallback data keyed by its API path (S2).
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
    fetch: <T>(key: string) => recorded(fallback, key, api.get<T>(key), (data) => data),
    view: (path, view) =>
      recorded(fallback, viewFallbackKey(path, view), api.get<Parameters<typeof view.select>[0]>(path), (data) =>
        selectOnce(data, path, view),
      ),
  };
  const siteWide = args.fetch(languagesKey()).catch((err: unknown) => {
    // §8: the language list keeps its built-in state when the call fails.
    log.warn({ err }, 'Error fetching available locales:');
  });
  await Promise.all([siteWide, ROUTE_LOADERS[match.route.id]?.(args)]);
  return fallback;
}

/**
 * Records an answer under `key` in the order the loaders asked for it, not the order the answers came
 * back: the key's place is taken before the answer is awaited (and given up if it fails), so a page's
 * document is the same bytes whichever answer arrives first (S1; the render threads' documents are compared
 * byte for byte with the main thread's, and the fallback's order once depended on which call won).
 */
async function recorded<Answer>(
  fallback: Record<string, unknown>,
  key: string,
  answer: Promise<Answer>,
  kept: (data: Answer) => unknown,
): Promise<Answer> {
  fallback[key] = undefined;
  try {
    const data = await answer;
    fallback[key] = kept(data);
    return data;
  } catch (err) {
    delete fallback[key];
    throw err;
  }
}
