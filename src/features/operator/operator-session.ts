import { useSyncExternalStore } from 'react';

// Issue 27: the console session's token ("op.…"), kept in this tab's session storage: it is gone when the tab
// closes, and no other tab or a visitor's page can read it as theirs. The server ends it anyway after 30
// minutes without a call (server/operators/operator-sessions.ts).

const KEY = 'bluewater.operator';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const current = () => storage()?.getItem(KEY) ?? null;

export function setOperatorToken(token: string | null): void {
  const store = storage();
  if (!store) return;
  if (token) store.setItem(KEY, token);
  else store.removeItem(KEY);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The token: undefined on the server and while hydrating (not known yet: the page shows neither the console
 * nor the sign-in form), then the stored token or null.
 */
export function useOperatorToken(): string | null | undefined {
  return useSyncExternalStore(subscribe, current, () => undefined);
}
