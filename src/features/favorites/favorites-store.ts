import { useMemo, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-client';
import { readProfile } from '../../api/profile';
import { mergeFavorites, saveFavorite } from '../../api/favorites';
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

async function loadAccount(token: string) {
  accountToken = token;
  try {
    const local = readLocal();
    if (local.length) {
      await mergeFavorites(
        token,
        local.map((i) => i.yachtSlug),
      );
      storage()?.removeItem(FAVORITES_STORAGE_KEY);
    }
    const profile = await readProfile(token);
    if (accountToken === token && Array.isArray(profile.favorites)) set(profile.favorites.map(itemOfFavorite));
  } catch (err) {
    // A token the API no longer accepts is a signed-out visitor.
    if (err instanceof ApiError && err.status === 401) setSessionToken(null);
  }
}

function sync() {
  const token = sessionToken();
  if (token && token !== accountToken) void loadAccount(token);
  else if (!token && (accountToken || items === null)) {
    accountToken = null;
    set(readLocal());
  }
}

async function toggleFavorite(item: FavoriteItem): Promise<void> {
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
    await saveFavorite(token, item.yachtSlug, adding);
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
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => e.key === FAVORITES_STORAGE_KEY && !accountToken && set(readLocal());
      window.addEventListener('storage', onStorage);
      const offSession = onSessionChange(sync);
      sync();
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
    () => ({ items: current, has: (slug: string) => current.some((i) => i.yachtSlug === slug), toggle: toggleFavorite }),
    [current],
  );
}
