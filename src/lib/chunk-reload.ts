// R10: when a page chunk fails to load (usually: a deploy replaced the assets this page was built
// with), load the target path again with a full page load, but at most once per path within 10 s so a
// chunk that is really gone cannot cause a reload loop.
export const RELOAD_GUARD_MS = 10_000;
/** Session-storage keys of the guard, one per path (listed on the cookie page, src/routes/legal). */
export const RELOAD_KEY_PREFIX = 'bluewater:chunk-reload:';

export interface ReloadStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Decides whether a reload of `path` may happen now, and records it if so. */
export function claimReload(store: ReloadStore, path: string, now: number): boolean {
  const last = Number(store.getItem(RELOAD_KEY_PREFIX + path));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  store.setItem(RELOAD_KEY_PREFIX + path, String(now));
  return true;
}

/** Reloads the current path once; answers false when the guard forbids it (the caller shows the error). */
export function reloadAfterChunkError(): boolean {
  if (typeof window === 'undefined') return false;
  const path = window.location.pathname + window.location.search + window.location.hash;
  let store: ReloadStore;
  try {
    store = window.sessionStorage;
  } catch {
    return false; // storage blocked: without a guard a reload could loop
  }
  if (!claimReload(store, path, Date.now())) return false;
  window.location.assign(path);
  return true;
}
