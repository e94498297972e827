import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { useOperatorMe } from '../../api/operator-me';
import type { OperatorMe } from '../../contract/operator-api';
import { ApiError } from '../../lib/api-client';
import { setOperatorToken, useOperatorToken } from './operator-session';
import { signOutOperator } from '../../api/operator-sign-out';
import { notify } from '../toast/toast-store';
import stylesUrl from './operator.css?url';

interface Props {
  /** What the page shows once the operator is known. */
  children(session: { token: string; me: OperatorMe }): ReactNode;
}

// Issue 27: every console page inside one frame: the console's own navigation (by role), who is signed in
// and the way out. Without a session the page sends to the sign-in form; the server renders the frame
// without data (it never knows the session), so the first paint is the same on both sides.
export function ConsoleFrame({ children }: Props) {
  const t = useT('operator');
  const lang = useLanguage();
  const navigate = useNavigate();
  const token = useOperatorToken();
  const me = useOperatorMe(token ?? null);
  const refused = me.error instanceof ApiError && me.error.status === 401;

  useEffect(() => {
    if (token === null || refused) {
      if (refused) setOperatorToken(null);
      void navigate(`/${lang}/operator/sign-in`, { replace: true });
    }
  }, [token, refused, lang, navigate]);

  const signOut = (everywhere: boolean) => {
    if (!token) return;
    signOutOperator(token, everywhere).then(
      () => {
        setOperatorToken(null);
        notify('success', t(everywhere ? 'signOut.everywhereDone' : 'signOut.done'));
      },
      () => notify('error', t('signOut.failed')),
    );
  };

  const data = token && me.data ? { token, me: me.data } : null;
  const owner = data?.me.operator.role === 'owner';
  return (
    <div className="operator">
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <nav className="operator-nav" aria-label={t('nav.label')}>
        <ul>
          <li>
            <AppLink to={`/${lang}/operator`}>{t('nav.overview')}</AppLink>
          </li>
          <li>
            <AppLink to={`/${lang}/operator/calendar`}>{t('nav.calendar')}</AppLink>
          </li>
          <li>
            <AppLink to={`/${lang}/operator/bookings`}>{t('nav.bookings')}</AppLink>
          </li>
          <li>
            <AppLink to={`/${lang}/operator/boats`}>{t('nav.fleet')}</AppLink>
          </li>
          {owner && (
            <li>
              <AppLink to={`/${lang}/operator/audit`}>{t('nav.audit')}</AppLink>
            </li>
          )}
          {data && data.me.operator.role !== 'agent' && (
            <li>
              <AppLink to={`/${lang}/operator/company`}>{t('nav.company')}</AppLink>
            </li>
          )}
          {owner && (
            <li>
              <AppLink to={`/${lang}/operator/webhooks`}>{t('nav.webhooks')}</AppLink>
            </li>
          )}
          {data && data.me.operator.role !== 'agent' && (
            <li>
              <AppLink to={`/${lang}/operator/connector`}>{t('nav.connector')}</AppLink>
            </li>
          )}
        </ul>
        {data && (
          <div className="operator-nav__who">
            <span>
              {data.me.operator.name} · {t(`roles.${data.me.operator.role}`)} · {data.me.company.trading_name}
            </span>
            <button type="button" className="button button--secondary" onClick={() => signOut(false)}>
              {t('signOut.button')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => signOut(true)}>
              {t('signOut.everywhere')}
            </button>
          </div>
        )}
      </nav>
      {data ? children(data) : me.error && !refused ? <p role="alert">{t('unavailable')}</p> : <p role="status">{t('loading')}</p>}
    </div>
  );
}
