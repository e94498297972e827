import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { notify } from '../toast/toast-store';
import { NAME_MAX_LENGTH, passwordRuleBroken } from '../../contract/account-rules';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { fieldErrorsOf, register, registrationOutcome } from './account-calls';
import { accountMessage, fieldMessage } from './account-messages';
import { setSessionToken } from './session';

/** U4: how long the warning of a registration that gave no token stays. */
export const REGISTRATION_WARNING_MS = 5000;

// "Create account" (U1, U4): first and last name, e-mail, password and its confirmation. The server's
// messages go beside their fields; a token signs the visitor in and the page reloads; an answer without
// one is a 5-second warning with the server's message, or "Registration failed". This server answers
// "check your e-mail" whatever the address (decision 034), and the form then says where the link went,
// in words that are true whether or not the address already had an account.
export function RegisterForm({ email, onEmail }: { email: string; onEmail: (v: string) => void }) {
  const t = useT('account');
  const lang = useLanguage();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mailedTo, setMailedTo] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own rule, said before the round trip (it checks it again).
    const broken = passwordRuleBroken(password, email);
    if (broken) {
      setErrors({ password: fieldMessage(t, broken) });
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
        notify('warning', accountMessage(t, outcome.warning) ?? t('register.failed'), REGISTRATION_WARNING_MS);
      },
      (err: unknown) => {
        setSending(false);
        const fields = fieldErrorsOf(err, t);
        setErrors(fields);
        notify('warning', Object.keys(fields).length ? t('register.checkFields') : t('register.failed'), REGISTRATION_WARNING_MS);
      },
    );
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <div className="account-form__row">
        <FormField
          id="register-first-name"
          label={t('fields.firstName')}
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          error={errors.first_name}
        />
        <FormField
          id="register-last-name"
          label={t('fields.lastName')}
          name="last_name"
          autoComplete="family-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={last}
          onChange={(e) => setLast(e.target.value)}
          error={errors.last_name}
        />
      </div>
      <FormField
        id="register-email"
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        error={errors.email}
      />
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
      <button type="submit" className="button account-form__submit" disabled={sending}>
        {sending ? t('sending') : t('register.submit')}
      </button>
    </form>
  );
}
