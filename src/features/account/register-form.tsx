import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { notify } from '../toast/toast-store';
import { NAME_MAX_LENGTH, passwordRuleBroken } from '../../contract/account-rules';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { knownMessageText } from '../../components/form/field-messages';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { ACCOUNT_FIELD } from './account-field-look';
import { NewPasswordFields } from './new-password-fields';
import { register, registrationOutcome } from './account-calls';
import { setSessionToken } from './session';

/** U4: how long the warning of a registration that gave no token stays. */
const REGISTRATION_WARNING_MS = 5000;

// "Create account" (U1, U4): first and last name, e-mail, password and its confirmation. The server's
// messages go beside their fields; a token signs the visitor in and the page reloads; an answer without
// one is a 5-second warning with the server's message, or "Registration failed". This server answers
// "check your e-mail" whatever the address (decision 034), and the form then says where the link went,
// in words that are true whether or not the address already had an account.
export function RegisterForm({ email, onEmail }: { email: string; onEmail: (v: string) => void }) {
  const t = useT('account');
  const common = useT('common');
  const lang = useLanguage();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [mailedTo, setMailedTo] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own rule, said before the round trip (it checks it again).
    const broken = passwordRuleBroken(password, email);
    if (broken) {
      setErrors({ password: broken });
      setAttempt((n) => n + 1);
      notify('warning', t('register.checkFields'), REGISTRATION_WARNING_MS);
      return;
    }
    setSending(true);
    setErrors({});
    setMailedTo('');
    register({ first_name: first, last_name: last, email, password, password_confirmation: confirmation, language: lang }).then(
      (answer) => {
        const outcome = registrationOutcome(answer, t('register.failed'));
        if ('token' in outcome) {
          setSessionToken(outcome.token);
          window.location.reload();
          return;
        }
        setSending(false);
        setMailedTo(email.trim());
        setPassword('');
        setConfirmation('');
        notify('warning', knownMessageText(common, outcome.warning) ?? t('register.failed'), REGISTRATION_WARNING_MS);
      },
      (err: unknown) => {
        setSending(false);
        const fields = fieldErrorsOf(err);
        setErrors(fields);
        if (Object.keys(fields).length) setAttempt((n) => n + 1);
        notify('warning', Object.keys(fields).length ? t('register.checkFields') : t('register.failed'), REGISTRATION_WARNING_MS);
      },
    );
  };

  const labels = {
    first_name: t('fields.firstName'),
    last_name: t('fields.lastName'),
    email: t('fields.email'),
    password: t('fields.newPassword'),
    password_confirmation: t('fields.confirmation'),
  };
  const ids: Record<string, string> = {
    first_name: 'register-first-name',
    last_name: 'register-last-name',
    password_confirmation: 'register-confirmation',
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} labels={labels} idOf={(name) => ids[name] ?? `register-${name}`} attempt={attempt} />
      <div className="account-form__row">
        <FormField id="register-first-name" label={labels.first_name} error={errors.first_name} look={ACCOUNT_FIELD}>
          {(control) => (
            <input
              {...control}
              name="first_name"
              autoComplete="given-name"
              required
              maxLength={NAME_MAX_LENGTH}
              value={first}
              onChange={(e) => setFirst(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="register-last-name" label={labels.last_name} error={errors.last_name} look={ACCOUNT_FIELD}>
          {(control) => (
            <input
              {...control}
              name="last_name"
              autoComplete="family-name"
              required
              maxLength={NAME_MAX_LENGTH}
              value={last}
              onChange={(e) => setLast(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id="register-email" label={labels.email} error={errors.email} look={ACCOUNT_FIELD}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => onEmail(e.target.value)}
          />
        )}
      </FormField>
      <NewPasswordFields
        idPrefix="register"
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        errors={errors}
        userInputs={[first, last, email]}
      />
      {/* The same words stay here after the toast (which announces them) has gone. */}
      <p className="account-form__status">{mailedTo ? t('register.mailed', { email: mailedTo }) : ''}</p>
      <SubmitButton pending={sending} className="button account-form__submit">
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
