import { useSyncExternalStore } from 'react';

// U2: the signed-in user's API token (A2), kept in local storage under `authToken`. The sign-in dialog
// and the reset page set it; what depends on the account (the header entry, the favourites of F1, the
// dashboard) reads it and hears when it changes, in this tab and in others.

export const TOKEN_KEY = 'authToken';
/** Where earlier versions of the site kept it; moved once to TOKEN_KEY so nobody is signed out by the rename. */
const OLD_KEY = 'bluewater.session';

const listeners = new Set<() => void>();
let migrated = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the site then works without a session.
    return null;
  }
}

function migrate(store: Storage): void {
  if (migrated) return;
  migrated = true;
  const old = store.getItem(OLD_KEY);
  if (old === null) return;
  if (store.getItem(TOKEN_KEY) === null) store.setItem(TOKEN_KEY, old);
  store.removeItem(OLD_KEY);
}

export function sessionToken(): string | null {
  const store = storage();
  if (!store) return null;
  migrate(store);
  return store.getItem(TOKEN_KEY);
}

export function setSessionToken(token: string | null): void {
  const store = storage();
  if (!store) return;
  migrate(store);
  if (token) store.setItem(TOKEN_KEY, token);
  else store.removeItem(TOKEN_KEY);
  listeners.forEach((l) => l());
}

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * The token for rendering: null on the server and during hydration (the server cannot know it, and the
 * two renders must agree), then what storage holds.
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(onSessionChange, sessionToken, () => null);
}
