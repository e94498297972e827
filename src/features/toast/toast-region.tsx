import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import {
  TOAST_ANIMATION_MS,
  currentToasts,
  dismissToast,
  serverToasts,
  serverToastsInModal,
  subscribeToasts,
  toastsInModal,
  type Toast,
} from './toast-store';
import './toast.css';

// I4: where toasts appear (top right, 300 px wide, above everything). The live regions are in the
// server's HTML from the start, empty, so screen readers already watch them when a message arrives:
// errors are announced at once (role=alert), the rest politely (role=status). `modal`: the region inside an
// open modal dialog, which shows the toasts while the page's own region is inert under the backdrop.
export function ToastRegion({ modal = false }: { modal?: boolean }) {
  const all = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts);
  const inModal = useSyncExternalStore(subscribeToasts, toastsInModal, serverToastsInModal);
  const toasts = inModal === modal ? all : NONE;
  const urgent = toasts.filter((t) => t.kind === 'error');
  const polite = toasts.filter((t) => t.kind !== 'error');
  return (
    <div className="toast-region">
      <div role="alert" className="toast-region__list">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status" className="toast-region__list">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}

const NONE: readonly Toast[] = [];

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const fade = window.setTimeout(() => setLeaving(true), toast.duration);
    const remove = window.setTimeout(() => dismissToast(toast.id), toast.duration + TOAST_ANIMATION_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(remove);
    };
  }, [toast]);
  return (
    <div className={`toast toast--${toast.kind}${leaving ? ' toast--leaving' : ''}`} data-kind={toast.kind}>
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
