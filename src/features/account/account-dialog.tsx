import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { hostToastsInModal, notify } from '../toast/toast-store';
import { ToastRegion } from '../toast/toast-region';
import { closeAccountDialog, useAccountDialog, type AccountDialogMode } from './open-account-dialog';
import { setSessionToken } from './session';
import { SignInForm } from './sign-in-form';
import { RegisterForm } from './register-form';
import { ForgotForm } from './forgot-form';
import { GoogleSignIn } from './google-sign-in';
import { knownMessageText } from '../../components/form/field-messages';
import { serverMessageOf } from '../../components/form/server-errors';
import './account-form.css';
import './account-dialog.css';

// The sign-in dialog (U1, U3), loaded on first open. A native <dialog> opened with showModal(): the rest
// of the page is inert (focus stays inside), Esc closes it, and focus goes back to what opened it.
export default function AccountDialog() {
  const t = useT('account');
  const common = useT('common');
  const { open, mode, email, opener } = useAccountDialog();
  const dialog = useRef<HTMLDialogElement>(null);
  const [view, setView] = useState<AccountDialogMode>(mode);
  const [knownEmail, setKnownEmail] = useState(email);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      setView(mode);
      setKnownEmail(email);
      d.showModal();
    } else if (!open && d.open) d.close();
  }, [open, mode, email]);

  // While open, the dialog shows the toasts (the page behind it is inert).
  useEffect(() => (open ? hostToastsInModal() : undefined), [open]);

  const onClose = () => {
    closeAccountDialog();
    if (opener?.isConnected) opener.focus();
  };

  const signedIn = (token: string) => {
    setSessionToken(token);
    notify('success', t('signedIn'));
    dialog.current?.close();
  };

  const titles = { 'sign-in': t('signIn.title'), register: t('register.title'), forgot: t('forgot.title') } as const;

  return (
    <dialog ref={dialog} className="account-dialog" aria-labelledby="account-dialog-title" onClose={onClose}>
      <div className="account-dialog__head">
        <h2 id="account-dialog-title">{titles[view]}</h2>
        <button type="button" className="account-dialog__close" aria-label={t('close')} onClick={() => dialog.current?.close()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {view !== 'forgot' && (
        <div className="account-dialog__switch">
          <button type="button" aria-pressed={view === 'sign-in'} onClick={() => setView('sign-in')}>
            {t('signIn.tab')}
          </button>
          <button type="button" aria-pressed={view === 'register'} onClick={() => setView('register')}>
            {t('register.tab')}
          </button>
        </div>
      )}
      {view === 'sign-in' && (
        <SignInForm email={knownEmail} onEmail={setKnownEmail} onSignedIn={signedIn} onForgot={() => setView('forgot')} />
      )}
      {view === 'register' && <RegisterForm email={knownEmail} onEmail={setKnownEmail} />}
      {view === 'forgot' && <ForgotForm email={knownEmail} onEmail={setKnownEmail} onBack={() => setView('sign-in')} />}
      {view !== 'forgot' && open && (
        <GoogleSignIn
          onToken={signedIn}
          onError={(err) => notify('error', knownMessageText(common, serverMessageOf(err) ?? '') ?? t('google.failed'))}
        />
      )}
      <ToastRegion modal />
    </dialog>
  );
}
