import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { notify } from '../toast/toast-store';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { knownMessageText } from '../../components/form/field-messages';
import { fieldErrorsOf, serverMessageOf } from '../../components/form/server-errors';
import { ACCOUNT_FIELD } from './account-field-look';
import { requestPasswordReset } from './account-calls';

// "Forgot password?" (U1): asks for the reset mail. The answer is the same whether the address has an
// account or not, and so is what the visitor reads.
export function ForgotForm({ email, onEmail, onBack }: { email: string; onEmail: (v: string) => void; onBack: () => void }) {
  const t = useT('account');
  const common = useT('common');
  const lang = useLanguage();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

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
        const field = fieldErrorsOf(err).email;
        setError(field);
        if (field) setAttempt((n) => n + 1);
        const message = serverMessageOf(err);
        if (!field) notify('error', (message && knownMessageText(common, message)) ?? t('forgot.failed'));
      },
    );
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="account-form__lead">{t('forgot.lead')}</p>
      <ErrorSummary
        errors={error === undefined ? {} : { email: error }}
        labels={{ email: t('fields.email') }}
        idOf={() => 'forgot-email'}
        attempt={attempt}
      />
      <FormField id="forgot-email" label={t('fields.email')} error={error} look={ACCOUNT_FIELD}>
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
      {/* The same words stay here after the toast (which announces them) has gone. */}
      <p className="account-form__status">{sent ? t('forgot.sent') : ''}</p>
      <SubmitButton pending={sending} className="button account-form__submit">
        {t('forgot.submit')}
      </SubmitButton>
      <button type="button" className="account-link" onClick={onBack}>
        {t('forgot.back')}
      </button>
    </form>
  );
}
