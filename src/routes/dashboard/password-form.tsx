import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRuleBroken } from '../../contract/account-rules';
import { useT } from '../../i18n/use-t';
import { notify } from '../../features/toast/toast-store';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { DASHBOARD_FIELD } from './dashboard-field-look';
import type { ProfileResponse } from '../../contract/account-api';
import { changePassword } from '../../api/change-password';
import { PasswordStrength } from '../../features/account/password-strength';

// U6 change password: the current one and the new one (decision 019: length only, common passwords are
// refused by the server). The server keeps this session and signs out every other device.
export function PasswordForm({ token, profile }: { token: string; profile: ProfileResponse }) {
  const t = useT('dashboard');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The server's own rule, said before the round trip (it checks it again) in the same words.
    const broken = passwordRuleBroken(next, profile.email);
    if (broken) {
      setErrors({ password: broken });
      setAttempt((n) => n + 1);
      notify('error', t('password.failed'));
      return;
    }
    setSending(true);
    try {
      await changePassword(token, { current_password: current, password: next, password_confirmation: next });
      setCurrent('');
      setNext('');
      setErrors({});
      notify('success', t('password.changed'));
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setAttempt((n) => n + 1);
      notify('error', t('password.failed'));
    } finally {
      setSending(false);
    }
  };

  // The confirmation is the new password itself here: its message shows on the one field.
  const shown: FieldErrors = {
    ...errors,
    ...(errors.password_confirmation !== undefined && errors.password === undefined ? { password: errors.password_confirmation } : {}),
  };
  const labels = { current_password: t('password.current'), password: t('password.new') };
  const ids: Record<string, string> = { current_password: 'password-current', password: 'password-new' };
  return (
    <form className="dashboard__form" onSubmit={(e) => void submit(e)} noValidate>
      <ErrorSummary errors={shown} labels={labels} idOf={(name) => ids[name] ?? name} attempt={attempt} />
      {/* Lets a password manager tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      <div className="dashboard__fields">
        <FormField id="password-current" label={labels.current_password} error={shown.current_password} look={DASHBOARD_FIELD}>
          {(control) => (
            <input
              {...control}
              name="current_password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="password-new"
          label={labels.password}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          error={shown.password}
          look={DASHBOARD_FIELD}
        >
          {(control) => (
            <>
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
              <PasswordStrength
                id="password-new-strength"
                password={next}
                userInputs={[profile.email, profile.first_name, profile.last_name]}
              />
            </>
          )}
        </FormField>
      </div>
      <p className="dashboard__note">{t('password.othersSignedOut')}</p>
      <SubmitButton pending={sending}>{t('password.submit')}</SubmitButton>
    </form>
  );
}
