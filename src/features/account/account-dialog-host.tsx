import { useContext, useEffect, useState, type ComponentType } from 'react';
import { TranslationContext } from '../../i18n/use-t';
import { useAccountDialog } from './open-account-dialog';

// Loads the sign-in dialog's code and texts (the `account` namespace) the first time it is opened, so
// neither is in any page's first load; hovering or focusing the header's "Sign in" starts it early.

type DialogModule = { default: ComponentType };
let loading: Promise<DialogModule> | undefined;

export function preloadAccountDialog(): void {
  loading ??= import('./account-dialog').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
}

export function AccountDialogHost() {
  const { open } = useAccountDialog();
  const { i18n } = useContext(TranslationContext);
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!open || Dialog) return;
    preloadAccountDialog();
    let live = true;
    void Promise.all([loading, i18n?.loadNamespaces('account')]).then(
      ([module]) => live && module && setDialog(() => module.default),
      (err: unknown) => console.error('The sign-in dialog could not be loaded:', err),
    );
    return () => {
      live = false;
    };
  }, [open, Dialog, i18n]);
  return Dialog ? <Dialog /> : null;
}
