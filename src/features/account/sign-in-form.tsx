import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { knownMessageText } from '../../components/form/field-messages';
import { fieldErrorsOf, serverMessageOf, type FieldErrors } from '../../components/form/server-errors';
import { ACCOUNT_FIELD } from './account-field-look';
import { logIn } from './account-calls';

// "Sign in" (U1): e-mail and password. A refusal is shown above the form and beside the fields (§8: the
// error is also logged and re-raised by logIn).
export function SignInForm({
  email,
  onEmail,
  onSignedIn,
  onForgot,
}: {
  email: string;
  onEmail: (v: string) => void;
  onSignedIn: (token: string) => void;
  onForgot: () => void;
}) {
  const t = useT('account');
  const common = useT('common');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setFailure('');
    logIn(email, password).then(onSignedIn, (err: unknown) => {
      setSending(false);
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      const message = serverMessageOf(err);
      setFailure(
        Object.keys(fields).length ? t('signIn.checkFields') : ((message && knownMessageText(common, message)) ?? t('signIn.failed')),
      );
    });
  };

  const labels = { email: t('fields.email'), password: t('fields.password') };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <ErrorSummary errors={errors} labels={labels} idOf={(name) => `signin-${name}`} attempt={attempt} />
      <FormField id="signin-email" label={labels.email} error={errors.email} look={ACCOUNT_FIELD}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => onEmail(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="signin-password" label={labels.password} error={errors.password} look={ACCOUNT_FIELD}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <SubmitButton pending={sending} className="button account-form__submit">
        {t('signIn.submit')}
      </SubmitButton>
      <button type="button" className="account-link" onClick={onForgot}>
        {t('signIn.forgot')}
      </button>
    </form>
  );
}
