import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { resetPassword } from '../../features/account/account-calls';
import { knownMessageText } from '../../components/form/field-messages';
import { fieldErrorsOf, serverMessageOf, type FieldErrors } from '../../components/form/server-errors';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { passwordRuleBroken } from '../../contract/account-rules';
import { FormField } from '../../components/form/form-field';
import { ACCOUNT_FIELD } from '../../features/account/account-field-look';
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
  const common = useT('common');
  const lang = useLanguage();
  const params = useParams();
  const token = params.token ?? '';
  const email = params.email ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own rule, said before the round trip (it checks it again).
    const broken = passwordRuleBroken(password, email);
    if (broken) {
      setErrors({ password: broken });
      setAttempt((n) => n + 1);
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
        const fields = fieldErrorsOf(err);
        // The token or the address of the link is refused: the link itself is spent, not the password.
        if (fields.token || fields.email) setState('invalid');
        else if (Object.keys(fields).length) {
          setErrors(fields);
          setAttempt((n) => n + 1);
        } else {
          const message = serverMessageOf(err);
          notify('error', (message && knownMessageText(common, message)) ?? t('signIn.failed'));
        }
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
          <ErrorSummary
            errors={errors}
            labels={{ password: t('fields.newPassword'), password_confirmation: t('fields.confirmation') }}
            idOf={(name) => (name === 'password' ? 'reset-password' : 'reset-confirmation')}
            attempt={attempt}
          />
          <FormField id="reset-email" label={t('reset.email')} look={ACCOUNT_FIELD}>
            {(control) => <input {...control} type="email" name="email" autoComplete="username" readOnly value={email} />}
          </FormField>
          <NewPasswordFields
            idPrefix="reset"
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            errors={errors}
            userInputs={[email]}
          />
          <SubmitButton pending={sending} className="button account-form__submit">
            {t('reset.submit')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
