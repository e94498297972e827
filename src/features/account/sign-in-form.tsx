import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from './form-field';
import { fieldErrorsOf, logIn, messageOf } from './account-calls';

// "Sign in" (U1): e-mail and password. A refusal is shown above the form and beside the fields (§8: the
// error is also logged and re-raised by logIn).
export function SignInForm({ email, onEmail, onSignedIn, onForgot }: { email: string; onEmail: (v: string) => void; onSignedIn: (token: string) => void; onForgot: () => void }) {
  const t = useT('account');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setFailure('');
    logIn(email, password).then(onSignedIn, (err: unknown) => {
      setSending(false);
      const fields = fieldErrorsOf(err, t);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? t('signIn.checkFields') : (messageOf(err, t) ?? t('signIn.failed')));
    });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <FormField
        id="signin-email"
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        error={errors.email}
      />
      <FormField
        id="signin-password"
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <button type="submit" className="button account-form__submit" disabled={sending}>
        {sending ? t('sending') : t('signIn.submit')}
      </button>
      <button type="button" className="account-link" onClick={onForgot}>
        {t('signIn.forgot')}
      </button>
    </form>
  );
}
