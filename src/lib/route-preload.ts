// R10: pages are preloaded when a link to them is hovered or focused, at most 4 at once; further
// requests wait their turn, and a page already loaded or queued is not asked for again.
export const MAX_CONCURRENT_PRELOADS = 4;

export function createPreloadQueue(limit = MAX_CONCURRENT_PRELOADS) {
  const done = new Set<string>();
  const waiting: Array<[string, () => Promise<unknown>]> = [];
  let running = 0;

  function pump() {
    while (running < limit && waiting.length > 0) {
      const [, load] = waiting.shift() as [string, () => Promise<unknown>];
      running += 1;
      load()
        .catch(() => undefined) // a failed preload is retried by the real navigation (and R10)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  }

  return {
    preload(id: string, load: () => Promise<unknown>) {
      if (done.has(id)) return;
      done.add(id);
      waiting.push([id, load]);
      pump();
    },
    get running() {
      return running;
    },
  };
}
