import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useT } from '../../i18n/use-t';
import { openAccountDialog } from '../../features/account/open-account-dialog';
import { AccountActions } from './account-actions';
import { BookingsList } from './bookings-list';
import { FavouriteBoats } from './favourite-boats';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { useAccount } from './use-account';
import stylesUrl from './dashboard.css?url';

// U6: the signed-in visitor's account. The token lives in the browser, so the server (and the first
// render in the browser) shows the signed-out shell; the account's sections follow once the profile has
// loaded. Private: noindex (route.ts).
export default function DashboardPage({ route }: PageProps) {
  const t = useT('dashboard');
  const account = useAccount();
  const { profile } = account;

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      {!account.token ? (
        <section className="dashboard__section dashboard__signed-out" aria-labelledby="dashboard-signed-out">
          <h2 id="dashboard-signed-out">{t('signedOut.heading')}</h2>
          <p>{t('signedOut.lead')}</p>
          <div className="dashboard__buttons">
            <button type="button" className="button" onClick={() => openAccountDialog({ mode: 'signin' })}>
              {t('signedOut.signIn')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => openAccountDialog({ mode: 'register' })}>
              {t('signedOut.register')}
            </button>
          </div>
        </section>
      ) : !profile ? (
        <p className="dashboard__loading" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <div className="dashboard">
          <p className="dashboard__welcome">{t('welcome', { name: profile.display_name || profile.email })}</p>
          <section className="dashboard__section" aria-labelledby="dashboard-profile">
            <h2 id="dashboard-profile">{t('profile.heading')}</h2>
            <ProfileForm key={account.token} account={account} profile={profile} />
          </section>
          <section className="dashboard__section" aria-labelledby="dashboard-favourites">
            <h2 id="dashboard-favourites">{t('favourites.heading')}</h2>
            <FavouriteBoats />
          </section>
          <section className="dashboard__section" aria-labelledby="dashboard-bookings">
            <h2 id="dashboard-bookings">{t('bookings.heading')}</h2>
            <BookingsList account={account} />
          </section>
          {profile.innerUser && (
            <section className="dashboard__section" aria-labelledby="dashboard-password">
              <h2 id="dashboard-password">{t('password.heading')}</h2>
              <PasswordForm account={account} email={profile.email} />
            </section>
          )}
          <AccountActions account={account} email={profile.email} />
        </div>
      )}
    </>
  );
}
