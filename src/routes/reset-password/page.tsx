import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { fieldErrorsOf, messageOf, resetPassword } from '../../features/account/account-calls';
import { fieldMessage } from '../../features/account/account-messages';
import { passwordRuleBroken } from '../../contract/account-rules';
import { FormField } from '../../features/account/form-field';
import { NewPasswordFields } from '../../features/account/new-password-fields';
import { openAccountDialog } from '../../features/account/open-account-dialog';
import { setSessionToken } from '../../features/account/session';
import { notify } from '../../features/toast/toast-store';
import formStylesUrl from '../../features/account/account-form.css?url';

// U1: /{lang}/reset-password/{token}/{email}, the link of the reset mail. A new password (with the strength
// meter) signs the visitor in; a link the server no longer accepts (used, expired) is explained, with a way
// to ask for a new one (the sign-in dialog's "Forgot password?" with the address filled in).
export default function ResetPasswordPage({ route }: PageProps) {
  const t = useT('account');
  const lang = useLanguage();
  const params = useParams();
  const token = params.token ?? '';
  const email = params.email ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own rule, said before the round trip (it checks it again).
    const broken = passwordRuleBroken(password, email);
    if (broken) {
      setErrors({ password: fieldMessage(t, broken) });
      return;
    }
    setSending(true);
    setErrors({});
    resetPassword({ token, email, password, password_confirmation: confirmation }).then(
      (userToken) => {
        setSessionToken(userToken);
        setState('done');
        notify('success', t('reset.done'));
      },
      (err: unknown) => {
        setSending(false);
        const fields = fieldErrorsOf(err, t);
        // The token or the address of the link is refused: the link itself is spent, not the password.
        if (fields.token || fields.email) setState('invalid');
        else if (Object.keys(fields).length) setErrors(fields);
        else notify('error', messageOf(err, t) ?? t('signIn.failed'));
      },
    );
  };

  return (
    <div className="reset-password">
      <link rel="stylesheet" href={formStylesUrl} precedence="default" />
      <PageIntro route={route} />
      {state === 'done' && (
        <div className="account-form reset-password__box" role="status">
          <p>{t('reset.done')}</p>
          <AppLink to={`/${lang}/dashboard`} className="button">
            {t('reset.dashboard')}
          </AppLink>
        </div>
      )}
      {state === 'invalid' && (
        <div className="account-form reset-password__box" role="alert">
          <p>{t('reset.invalid')}</p>
          <button type="button" className="button" onClick={() => openAccountDialog({ mode: 'forgot', email })}>
            {t('reset.askNew')}
          </button>
        </div>
      )}
      {state === 'form' && (
        <form className="account-form reset-password__form" onSubmit={submit} noValidate>
          <FormField id="reset-email" label={t('reset.email')} type="email" name="email" autoComplete="username" readOnly value={email} />
          <NewPasswordFields
            idPrefix="reset"
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            errors={errors}
            userInputs={[email]}
          />
          <button type="submit" className="button account-form__submit" disabled={sending}>
            {sending ? t('sending') : t('reset.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
