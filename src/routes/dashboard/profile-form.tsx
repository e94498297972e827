import { useState, type FormEvent } from 'react';
import type { ProfileResponse } from '../../contract/account-api';
import { addDays } from '../../contract/iso-date';
import { NAME_MAX_LENGTH } from '../../contract/account-rules';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { PhoneField } from '../../features/phone/phone-field';
import { notify } from '../../features/toast/toast-store';
import { BirthdayField } from './birthday-field';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { DASHBOARD_FIELD } from './dashboard-field-look';
import { updateProfile } from '../../api/profile';

// U6 profile: names, birthday, phone (U7: the server stores it with its leading +) and the newsletter.
export function ProfileForm({
  token,
  profile,
  onSaved,
}: {
  token: string;
  profile: ProfileResponse;
  onSaved(profile: ProfileResponse): void;
}) {
  const t = useT('dashboard');
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [birthday, setBirthday] = useState(profile.births_day ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');
  const lang = useLanguage();
  const [subscribed, setSubscribed] = useState(profile.subscribed);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      // The page's language becomes the account's: its mails (a password change, a reset) follow it.
      const updated = await updateProfile(token, {
        first_name: firstName,
        last_name: lastName,
        births_day: birthday.trim() || null,
        phone: phone.trim() || null,
        subscribed,
        language: lang,
      });
      onSaved(updated);
      setPhone(updated.phone ?? '');
      setErrors({});
      notify('success', t('profile.saved'));
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setAttempt((n) => n + 1);
      notify('error', t('profile.failed'));
    } finally {
      setSending(false);
    }
  };

  const labels = {
    first_name: t('profile.firstName'),
    last_name: t('profile.lastName'),
    births_day: t('profile.birthday'),
    phone: t('profile.phone'),
  };
  const ids: Record<string, string> = {
    first_name: 'profile-first-name',
    last_name: 'profile-last-name',
    births_day: 'profile-birthday',
    phone: 'profile-phone',
  };
  const field = (name: keyof typeof labels) => ({ id: ids[name]!, label: labels[name], error: errors[name], look: DASHBOARD_FIELD });

  return (
    <form className="dashboard__form" onSubmit={(e) => void submit(e)} noValidate>
      <ErrorSummary errors={errors} labels={labels} idOf={(name) => ids[name] ?? name} attempt={attempt} />
      <div className="dashboard__fields">
        <FormField {...field('first_name')}>
          {(control) => (
            <input
              {...control}
              name="first_name"
              autoComplete="given-name"
              required
              maxLength={NAME_MAX_LENGTH}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
          )}
        </FormField>
        <FormField {...field('last_name')}>
          {(control) => (
            <input
              {...control}
              name="last_name"
              autoComplete="family-name"
              required
              maxLength={NAME_MAX_LENGTH}
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          )}
        </FormField>
        <FormField {...field('births_day')}>
          {(control) => (
            <BirthdayField
              id={control.id}
              value={birthday}
              onChange={setBirthday}
              today={yesterday}
              invalid={control['aria-invalid']}
              errorId={control['aria-describedby']}
            />
          )}
        </FormField>
        <FormField {...field('phone')}>
          {(control) => (
            <PhoneField
              id={control.id}
              name="phone"
              value={phone}
              onChange={setPhone}
              invalid={control['aria-invalid']}
              errorId={control['aria-describedby']}
            />
          )}
        </FormField>
      </div>
      <div className="dashboard__check">
        <input id="profile-newsletter" type="checkbox" checked={subscribed} onChange={(e) => setSubscribed(e.target.checked)} />
        <label htmlFor="profile-newsletter">{t('profile.newsletter')}</label>
      </div>
      <p className="dashboard__note">{t('profile.email', { email: profile.email })}</p>
      <SubmitButton pending={sending}>{t('profile.save')}</SubmitButton>
    </form>
  );
}
