// The signed-in user's API token (A2), kept in the browser. Sign-in pages set it; what depends on the
// account (the favourites of F1) reads it and hears when it changes.

/** The local-storage key of the token (the cookie page, src/routes/legal, lists it by this name). */
export const SESSION_STORAGE_KEY = 'bluewater.session';
const KEY = SESSION_STORAGE_KEY;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the site then works without a session.
    return null;
  }
}

export function sessionToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function setSessionToken(token: string | null): void {
  const store = storage();
  if (!store) return;
  if (token) store.setItem(KEY, token);
  else store.removeItem(KEY);
  listeners.forEach((l) => l());
}

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
