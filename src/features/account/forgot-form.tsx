import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { notify } from '../toast/toast-store';
import { FormField } from './form-field';
import { fieldErrorsOf, messageOf, requestPasswordReset } from './account-calls';

// "Forgot password?" (U1): asks for the reset mail. The answer is the same whether the address has an
// account or not, and so is what the visitor reads.
export function ForgotForm({ email, onEmail, onBack }: { email: string; onEmail: (v: string) => void; onBack: () => void }) {
  const t = useT('account');
  const lang = useLanguage();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setError(undefined);
    requestPasswordReset(email, lang).then(
      () => {
        setSending(false);
        setSent(true);
        notify('success', t('forgot.sent'));
      },
      (err: unknown) => {
        setSending(false);
        const field = fieldErrorsOf(err, t).email;
        setError(field);
        if (!field) notify('error', messageOf(err, t) ?? t('forgot.failed'));
      },
    );
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="account-form__lead">{t('forgot.lead')}</p>
      <FormField
        id="forgot-email"
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
        error={error}
      />
      {/* The same words stay here after the toast (which announces them) has gone. */}
      <p className="account-form__status">{sent ? t('forgot.sent') : ''}</p>
      <button type="submit" className="button account-form__submit" disabled={sending}>
        {sending ? t('sending') : t('forgot.submit')}
      </button>
      <button type="button" className="account-link" onClick={onBack}>
        {t('forgot.back')}
      </button>
    </form>
  );
}
