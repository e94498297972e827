import { useMemo, useSyncExternalStore } from 'react';
import { useAppState } from '../../app-state-context';
import type { ProfileResponse } from '../../contract/account-api';
import { ApiError, createApiClient, type ApiClient } from '../../lib/api-client';
import { createFetchTransport } from '../../lib/fetch-transport';
import { onSessionChange, sessionToken, setSessionToken } from '../account/session';
import { itemOfFavorite, parseStoredFavorites, toggleItem, WISHLIST_MAX, type FavoriteItem } from './favorite-items';

// F1: one list of favourites for the whole page. A visitor's lives in local storage (and follows other tabs);
// once signed in, the account's favourites are the list: read from GET /profile, changed with
// /add-favorite and /remove-favorite, and what the visitor saved before signing in is merged into the
// account once (/favorites/merge). The server renders every heart empty (it cannot know); the browser
// fills them right after hydration, so the two renders agree.

/**
 * The local-storage key of a visitor's favourites (listed on the cookie page, src/routes/legal). It keeps the
 * name it was first stored under (§3 calls them the wishlist): a new name would lose what visitors saved.
 */
export const FAVORITES_STORAGE_KEY = 'bluewater.wishlist';
const EMPTY: FavoriteItem[] = [];

let items: FavoriteItem[] | null = null;
let accountToken: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const readLocal = () => parseStoredFavorites(storage()?.getItem(FAVORITES_STORAGE_KEY) ?? null);

function writeLocal(next: FavoriteItem[]) {
  try {
    storage()?.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(next.slice(0, WISHLIST_MAX)));
  } catch {
    // Full or switched-off storage: the favourites still work until the page is left.
  }
}

function set(next: FavoriteItem[]) {
  items = next;
  emit();
}

async function loadAccount(api: ApiClient, token: string) {
  accountToken = token;
  try {
    const local = readLocal();
    if (local.length) {
      await api.send('POST', '/favorites/merge', { yacht_slugs: local.map((i) => i.yachtSlug) }, { token });
      storage()?.removeItem(FAVORITES_STORAGE_KEY);
    }
    const profile = await api.get<ProfileResponse>('/profile', undefined, { token });
    if (accountToken === token && Array.isArray(profile.favorites)) set(profile.favorites.map(itemOfFavorite));
  } catch (err) {
    // A token the API no longer accepts is a signed-out visitor.
    if (err instanceof ApiError && err.status === 401) setSessionToken(null);
  }
}

function sync(api: ApiClient) {
  const token = sessionToken();
  if (token && token !== accountToken) void loadAccount(api, token);
  else if (!token && (accountToken || items === null)) {
    accountToken = null;
    set(readLocal());
  }
}

export async function toggleFavorite(api: ApiClient, item: FavoriteItem): Promise<void> {
  const before = items ?? readLocal();
  const next = toggleItem(before, item);
  set(next);
  const token = accountToken;
  if (!token) {
    writeLocal(next);
    return;
  }
  const adding = next.length > before.length;
  try {
    await api.send('POST', adding ? '/add-favorite' : '/remove-favorite', { yacht_slug: item.yachtSlug }, { token });
  } catch {
    // The account did not take the change: show what it holds.
    if (accountToken === token) set(before);
  }
}

export interface Wishlist {
  items: readonly FavoriteItem[];
  has(slug: string): boolean;
  toggle(item: FavoriteItem): Promise<void>;
}

export function useFavorites(): Wishlist {
  const { config } = useAppState();
  const api = useMemo(() => createApiClient({ transport: createFetchTransport(config.apiBase), token: config.publicToken }), [config]);
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => e.key === FAVORITES_STORAGE_KEY && !accountToken && set(readLocal());
      window.addEventListener('storage', onStorage);
      const offSession = onSessionChange(() => sync(api));
      sync(api);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
        offSession();
      };
    },
    () => items ?? EMPTY,
    () => EMPTY,
  );
  return useMemo(
    () => ({ items: current, has: (slug: string) => current.some((i) => i.yachtSlug === slug), toggle: (item: FavoriteItem) => toggleFavorite(api, item) }),
    [current, api],
  );
}
