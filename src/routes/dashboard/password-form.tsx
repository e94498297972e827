import { fieldMessagesOf } from '../../lib/api-client';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRuleBroken } from '../../contract/account-rules';
import { useT } from '../../i18n/use-t';
import { notify } from '../../features/toast/toast-store';
import { FieldError } from './field-error';
import type { ProfileResponse } from '../../contract/account-api';
import { changePassword } from '../../api/change-password';
import { PasswordStrength } from '../../features/account/password-strength';

// U6 change password: the current one and the new one (decision 019: length only, common passwords are
// refused by the server). The server keeps this session and signs out every other device.
export function PasswordForm({ token, profile }: { token: string; profile: ProfileResponse }) {
  const t = useT('dashboard');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The server's own rule, said before the round trip (it checks it again); FieldError translates it.
    const broken = passwordRuleBroken(next, profile.email);
    if (broken) {
      setErrors({ password: [broken] });
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
      setErrors(fieldMessagesOf(err));
      notify('error', t('password.failed'));
    } finally {
      setSending(false);
    }
  };

  const newErrors = [...(errors.password ?? []), ...(errors.password_confirmation ?? [])];
  return (
    <form className="dashboard__form" onSubmit={(e) => void submit(e)} noValidate>
      {/* Lets a password manager tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      <div className="dashboard__fields">
        <div className="dashboard__field">
          <label htmlFor="password-current">{t('password.current')}</label>
          <input
            id="password-current"
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            aria-invalid={errors.current_password ? true : undefined}
            aria-describedby={errors.current_password ? 'password-current-error' : undefined}
          />
          <FieldError id="password-current-error" messages={errors.current_password} />
        </div>
        <div className="dashboard__field">
          <label htmlFor="password-new">{t('password.new')}</label>
          <input
            id="password-new"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            aria-invalid={newErrors.length ? true : undefined}
            aria-describedby={['password-new-hint', newErrors.length ? 'password-new-error' : ''].filter(Boolean).join(' ')}
          />
          <p id="password-new-hint" className="dashboard__hint">
            {t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          </p>
          <PasswordStrength id="password-new-strength" password={next} userInputs={[profile.email, profile.first_name, profile.last_name]} />
          <FieldError id="password-new-error" messages={newErrors} />
        </div>
      </div>
      <p className="dashboard__note">{t('password.othersSignedOut')}</p>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('saving') : t('password.submit')}
      </button>
    </form>
  );
}
