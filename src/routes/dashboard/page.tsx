import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useT } from '../../i18n/use-t';
import { openAccountDialog } from '../../features/account/open-account-dialog';
import { useAccount } from '../../features/account/use-account';
import { AccountActions } from './account-actions';
import { BookingsList } from './bookings-list';
import { FavoriteBoats } from './favorite-boats';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import stylesUrl from './dashboard.css?url';
// The strength meter's look lives with the sign-in dialog's styles.
import accountStylesUrl from '../../features/account/account-dialog.css?url';

// U6: the signed-in visitor's account. The token lives in the browser, so the server (and the first
// render in the browser) shows the signed-out shell; the account's sections follow once the profile has
// loaded. Private: noindex (route.ts).
export default function DashboardPage({ route }: PageProps) {
  const t = useT('dashboard');
  const { token, data: profile, error, mutate } = useAccount();

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <link rel="stylesheet" href={accountStylesUrl} precedence="default" />
      <PageIntro route={route} />
      {!token ? (
        <section className="dashboard__section dashboard__signed-out" aria-labelledby="dashboard-signed-out">
          <h2 id="dashboard-signed-out">{t('signedOut.heading')}</h2>
          <p>{t('signedOut.lead')}</p>
          <div className="dashboard__buttons">
            <button type="button" className="button" onClick={() => openAccountDialog({ mode: 'sign-in' })}>
              {t('signedOut.signIn')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => openAccountDialog({ mode: 'register' })}>
              {t('signedOut.register')}
            </button>
          </div>
        </section>
      ) : !profile ? (
        error ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : (
          <p className="dashboard__loading" aria-busy="true">
            {t('loading')}
          </p>
        )
      ) : (
        <div className="dashboard">
          <p className="dashboard__welcome">{t('welcome', { name: profile.display_name || profile.email })}</p>
          <section className="dashboard__section" aria-labelledby="dashboard-profile">
            <h2 id="dashboard-profile">{t('profile.heading')}</h2>
            <ProfileForm key={token} token={token} profile={profile} onSaved={(updated) => void mutate(updated, { revalidate: false })} />
          </section>
          <section className="dashboard__section" aria-labelledby="dashboard-favourites">
            <h2 id="dashboard-favourites">{t('favourites.heading')}</h2>
            <FavoriteBoats />
          </section>
          <section className="dashboard__section" aria-labelledby="dashboard-bookings">
            <h2 id="dashboard-bookings">{t('bookings.heading')}</h2>
            <BookingsList token={token} />
          </section>
          {profile.innerUser && (
            <section className="dashboard__section" aria-labelledby="dashboard-password">
              <h2 id="dashboard-password">{t('password.heading')}</h2>
              <PasswordForm token={token} profile={profile} />
            </section>
          )}
          <AccountActions token={token} email={profile.email} />
        </div>
      )}
    </>
  );
}
