import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { finishRegistration } from '../../features/account/account-calls';
import { knownMessageText } from '../../components/form/field-messages';
import { fieldErrorsOf, serverMessageOf } from '../../components/form/server-errors';
import { SubmitButton } from '../../components/form/submit-button';
import { openAccountDialog } from '../../features/account/open-account-dialog';
import { setSessionToken } from '../../features/account/session';
import { notify } from '../../features/toast/toast-store';
import formStylesUrl from '../../features/account/account-form.css?url';

// Decision 034: /{lang}/finish-registration/{token}, the link of the registration mail. A button, not the
// page's load, makes the account: mail scanners that open links must not use them up. Done, it signs in;
// a link the server no longer accepts (used, expired) or an address that got an account meanwhile is
// explained, with the way on (register again, or sign in).
export default function FinishRegistrationPage({ route }: PageProps) {
  const t = useT('account');
  const common = useT('common');
  const lang = useLanguage();
  const token = useParams().token ?? '';
  const [sending, setSending] = useState(false);
  const [state, setState] = useState<'form' | 'done' | 'invalid' | 'taken'>('form');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    finishRegistration(token).then(
      (userToken) => {
        setSessionToken(userToken);
        setState('done');
        notify('success', t('finish.done'));
      },
      (err: unknown) => {
        setSending(false);
        const fields = fieldErrorsOf(err);
        const message = serverMessageOf(err);
        if (fields.email) setState('taken');
        else if (fields.token) setState('invalid');
        else notify('error', (message && knownMessageText(common, message)) ?? t('register.failed'));
      },
    );
  };

  return (
    <div className="reset-password">
      <link rel="stylesheet" href={formStylesUrl} precedence="default" />
      <PageIntro route={route} />
      {state === 'done' && (
        <div className="account-form reset-password__box" role="status">
          <p>{t('finish.done')}</p>
          <AppLink to={`/${lang}/dashboard`} className="button">
            {t('reset.dashboard')}
          </AppLink>
        </div>
      )}
      {state === 'invalid' && (
        <div className="account-form reset-password__box" role="alert">
          <p>{t('finish.invalid')}</p>
          <button type="button" className="button" onClick={() => openAccountDialog({ mode: 'register' })}>
            {t('finish.registerAgain')}
          </button>
        </div>
      )}
      {state === 'taken' && (
        <div className="account-form reset-password__box" role="alert">
          <p>{common('formMessages.emailTaken')}</p>
          <button type="button" className="button" onClick={() => openAccountDialog({ mode: 'sign-in' })}>
            {t('signIn.submit')}
          </button>
        </div>
      )}
      {state === 'form' && (
        <form className="account-form reset-password__form" onSubmit={submit}>
          <SubmitButton pending={sending} className="button account-form__submit">
            {t('finish.submit')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
