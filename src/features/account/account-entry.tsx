import { useT } from '../../i18n/use-t';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { notify } from '../toast/toast-store';
import { AccountDialogHost, preloadAccountDialog } from './account-dialog-host';
import { openAccountDialog, signOut } from './open-account-dialog';
import { useAccount } from './use-account';
import './account-entry.css';

// On a phone the header has room for icons only: the texts stay as the controls' names (visually hidden).
const PersonIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const SignOutIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

// The header's account entry (U1, U2): "Sign in" for a visitor, the person's first name (to the dashboard)
// and "Sign out" once signed in. The server and the first browser render show "Sign in" (the token is only
// in the browser), so hydration matches; the name appears once the profile has loaded.
export function AccountEntry() {
  const t = useT();
  const lang = useLanguage();
  const { data: profile } = useAccount();
  return (
    <div className="account-entry">
      {profile ? (
        <>
          <AppLink
            to={`/${lang}/dashboard`}
            className="account-entry__name"
            aria-label={t('account.dashboardLink', { name: profile.first_name })}
          >
            <PersonIcon />
            <span className="account-entry__text">{profile.first_name}</span>
          </AppLink>
          <button
            type="button"
            className="account-entry__button"
            onClick={() => void signOut().then(() => notify('success', t('account.signedOut')))}
          >
            <SignOutIcon />
            <span className="account-entry__text">{t('account.signOut')}</span>
          </button>
        </>
      ) : (
        <button
          type="button"
          className="account-entry__button"
          aria-haspopup="dialog"
          onPointerEnter={preloadAccountDialog}
          onFocus={preloadAccountDialog}
          onClick={() => openAccountDialog()}
        >
          <PersonIcon />
          <span className="account-entry__text">{t('account.signIn')}</span>
        </button>
      )}
      <AccountDialogHost />
    </div>
  );
}
