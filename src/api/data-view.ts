import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';

// S2 with issue 15's budget: a page's view of an API answer, holding only what the page shows or needs.
// The loader records the view, not the whole answer, as the page's SWR fallback (the data the document
// carries to hydrate), and the browser fetches the same path and takes the same view when the visitor
// changes something. A view has its own SWR key, [path, view name], so the whole answer of the same path
// (another page's) and the view never share a cache entry.

export interface DataView<Answer, View> {
  /** Unique among views: it names the cache entry. */
  name: string;
  /** Keeps a bad answer from breaking the page: anything unreadable becomes undefined. */
  select(answer: Answer, path: string): View | undefined;
}

/** The SWR fallback's entry for a view of a path (what the server's loader writes). */
export const viewFallbackKey = (path: string, view: DataView<never, unknown>): string => unstable_serialize([path, view.name]);

/** A view of an API path (null: nothing to fetch), from the server's fallback, the cache or a request. */
export function useView<Answer, View>(path: string | null, view: DataView<Answer, View>, config?: SWRConfiguration<View | undefined>) {
  // The app's fetcher (src/app.tsx) does the request for the path; the view takes its part.
  const { fetcher } = useSWRConfig();
  return useSWR<View | undefined, unknown, readonly [string, string] | null>(
    path === null ? null : [path, view.name],
    async ([p]) => {
      const answer = await (fetcher as (key: string) => Promise<Answer>)(p);
      return view.select(answer, p);
    },
    config,
  );
}
