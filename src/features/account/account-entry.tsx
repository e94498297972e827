import { useT } from '../../i18n/use-t';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { notify } from '../toast/toast-store';
import { AccountDialogHost, preloadAccountDialog } from './account-dialog-host';
import { openAccountDialog, signOut } from './open-account-dialog';
import { useAccount } from './use-account';
import './account-entry.css';

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
          <AppLink to={`/${lang}/dashboard`} className="account-entry__name" aria-label={t('account.dashboardLink', { name: profile.first_name })}>
            {profile.first_name}
          </AppLink>
          <button
            type="button"
            className="account-entry__button"
            onClick={() => void signOut().then(() => notify('success', t('account.signedOut')))}
          >
            {t('account.signOut')}
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
          {t('account.signIn')}
        </button>
      )}
      <AccountDialogHost />
    </div>
  );
}
