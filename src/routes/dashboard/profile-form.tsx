import { fieldMessagesOf } from '../../lib/api-client';
import { useState, type FormEvent } from 'react';
import type { ProfileResponse } from '../../contract/account-api';
import { addDays } from '../../contract/iso-date';
import { NAME_MAX_LENGTH } from '../../contract/account-rules';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { PhoneField } from '../../features/phone/phone-field';
import { notify } from '../../features/toast/toast-store';
import { BirthdayField } from './birthday-field';
import { FieldError } from './field-error';
import { updateProfile } from '../../api/profile';

// U6 profile: names, birthday, phone (U7: the server stores it with its leading +) and the newsletter.
export function ProfileForm({ token, profile, onSaved }: { token: string; profile: ProfileResponse; onSaved(profile: ProfileResponse): void }) {
  const t = useT('dashboard');
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [birthday, setBirthday] = useState(profile.births_day ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');
  const lang = useLanguage();
  const [subscribed, setSubscribed] = useState(profile.subscribed);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      // The page's language becomes the account's: its mails (a password change, a reset) follow it.
      const updated = await updateProfile(token, { first_name: firstName, last_name: lastName, births_day: birthday.trim() || null, phone: phone.trim() || null, subscribed, language: lang });
      onSaved(updated);
      setPhone(updated.phone ?? '');
      setErrors({});
      notify('success', t('profile.saved'));
    } catch (err) {
      setErrors(fieldMessagesOf(err));
      notify('error', t('profile.failed'));
    } finally {
      setSending(false);
    }
  };

  const field = (name: string) => ({
    invalid: errors[name] !== undefined,
    errorId: errors[name] ? `profile-${name}-error` : undefined,
  });

  return (
    <form className="dashboard__form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="dashboard__fields">
        <div className="dashboard__field">
          <label htmlFor="profile-first-name">{t('profile.firstName')}</label>
          <input
            id="profile-first-name"
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX_LENGTH}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            aria-invalid={field('first_name').invalid || undefined}
            aria-describedby={field('first_name').errorId}
          />
          <FieldError id="profile-first_name-error" messages={errors.first_name} />
        </div>
        <div className="dashboard__field">
          <label htmlFor="profile-last-name">{t('profile.lastName')}</label>
          <input
            id="profile-last-name"
            name="last_name"
            autoComplete="family-name"
            required
            maxLength={NAME_MAX_LENGTH}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            aria-invalid={field('last_name').invalid || undefined}
            aria-describedby={field('last_name').errorId}
          />
          <FieldError id="profile-last_name-error" messages={errors.last_name} />
        </div>
        <div className="dashboard__field">
          <label htmlFor="profile-birthday">{t('profile.birthday')}</label>
          <BirthdayField id="profile-birthday" value={birthday} onChange={setBirthday} today={yesterday} {...field('births_day')} />
          <FieldError id="profile-births_day-error" messages={errors.births_day} />
        </div>
        <div className="dashboard__field">
          <label htmlFor="profile-phone">{t('profile.phone')}</label>
          <PhoneField id="profile-phone" name="phone" value={phone} onChange={setPhone} {...field('phone')} />
          <FieldError id="profile-phone-error" messages={errors.phone} />
        </div>
      </div>
      <div className="dashboard__check">
        <input id="profile-newsletter" type="checkbox" checked={subscribed} onChange={(e) => setSubscribed(e.target.checked)} />
        <label htmlFor="profile-newsletter">{t('profile.newsletter')}</label>
      </div>
      <p className="dashboard__note">{t('profile.email', { email: profile.email })}</p>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('saving') : t('profile.save')}
      </button>
    </form>
  );
}
