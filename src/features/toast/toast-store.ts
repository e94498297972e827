// I4: the site's one notification system. Anything (a form, the sign-in dialog, the booking steps) calls
// notify(); the region in each layout shows the toasts. A module-level store, so callers need no context
// and code that runs outside React (an API error handler) can notify too.

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** How long the toast stays, in ms (I4: 3000 by default). */
  duration: number;
}

/** I4: a toast stays 3000 ms unless its caller says otherwise. */
const TOAST_DURATION_MS = 3000;
/** I4: toasts fade in and out over 300 ms. */
export const TOAST_ANIMATION_MS = 300;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const NONE: readonly Toast[] = [];

function emit(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/**
 * Shows a toast in place of any still on screen; returns its id (for dismiss). Issue 30 item 11: a toast
 * answers the visitor's last action, so an older one is stale or contradicts it ("You have signed out."
 * beside "You are signed in."); stacked, they also covered the page on a phone.
 */
export function notify(kind: ToastKind, message: string, duration: number = TOAST_DURATION_MS): number {
  const id = nextId++;
  emit([{ id, kind, message, duration }]);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;

// A modal <dialog> puts the rest of the page under its backdrop and makes it inert: a toast there would be
// neither seen nor announced. While one is open it shows the toasts itself (ToastRegion modal).
let modalHosts = 0;

/** Called by a modal dialog when it opens; the returned function when it closes. */
export function hostToastsInModal(): () => void {
  modalHosts += 1;
  emit(toasts);
  return () => {
    modalHosts -= 1;
    emit(toasts);
  };
}

export const toastsInModal = (): boolean => modalHosts > 0;
export const serverToastsInModal = (): boolean => false;
/** The server renders no toasts: they answer what a visitor did in the browser. */
export const serverToasts = (): readonly Toast[] => NONE;
