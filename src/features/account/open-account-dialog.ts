import { useSyncExternalStore } from 'react';
import { logOut } from '../../api/logout';
import { sessionToken, setSessionToken } from './session';

// The sign-in dialog (U1, U3) as a small module-level store: any page (the header entry, the dashboard,
// the booking steps, the thank-you page's "create an account") calls openAccountDialog(); the dialog host
// mounted with the header entry listens and loads the dialog's code only then.
//
//   openAccountDialog({ mode: 'register', email: booking.email });

export type AccountDialogMode = 'sign-in' | 'register' | 'forgot';

export interface AccountDialogState {
  open: boolean;
  mode: AccountDialogMode;
  email: string;
  /** Where focus goes back to when the dialog closes. */
  opener: HTMLElement | null;
}

const CLOSED: AccountDialogState = { open: false, mode: 'sign-in', email: '', opener: null };
let state = CLOSED;
const listeners = new Set<() => void>();

function emit(next: AccountDialogState) {
  state = next;
  listeners.forEach((l) => l());
}

export function openAccountDialog(options: { mode?: AccountDialogMode; email?: string } = {}): void {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  emit({
    open: true,
    mode: options.mode ?? 'sign-in',
    email: options.email ?? '',
    opener: active instanceof HTMLElement && active !== document.body ? active : state.opener,
  });
}

export function closeAccountDialog(): void {
  if (state.open) emit({ ...state, open: false });
}

export function useAccountDialog(): AccountDialogState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => CLOSED,
  );
}

/** U2: revokes the token on the server, then forgets it here (even if the server could not be reached). */
export async function signOut(): Promise<void> {
  const token = sessionToken();
  if (!token) return;
  try {
    await logOut(token);
  } catch (err) {
    // An already revoked token is signed out anyway; anything else is worth a line in the console.
    console.warn('Sign-out could not reach the server:', err);
  } finally {
    setSessionToken(null);
  }
}
