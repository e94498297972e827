import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { confirmTotp, newTotpSecret } from '../../api/operator-totp';
import { ApiError } from '../../lib/api-client';

interface Props {
  /** The session at the "enrol" stage. */
  token: string;
  onEnrolled(fullToken: string, recoveryCodes: string[]): void;
  /** The session ended (too many wrong codes, or it timed out). */
  onEnded(): void;
}

// Issue 27: setting up two-factor sign-in, which nobody may skip: a QR code for the authenticator app (and
// its secret, for an app that cannot scan), then the app's first code, which turns it on.
export function TotpEnrolment({ token, onEnrolled, onEnded }: Props) {
  const t = useT('operator');
  const [enrolment, setEnrolment] = useState<{ secret: string; qr: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    newTotpSecret(token).then(
      (answer) => live && setEnrolment(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      const done = await confirmTotp(token, code.trim());
      onEnrolled(done.token, done.recovery_codes);
    } catch (err) {
      const body = err instanceof ApiError ? (err.body as { code?: string } | null) : null;
      if (body?.code === 'session_ended' || (err instanceof ApiError && err.status === 401 && body?.code !== 'code_wrong'))
        return onEnded();
      setErrors(body?.code === 'code_wrong' ? { code: 'totpWrong' } : fieldErrorsOf(err));
      setAttempt((n) => n + 1);
      setSending(false);
    }
  };

  if (failed) return <p role="alert">{t('totp.unavailable')}</p>;
  if (!enrolment) return <p role="status">{t('loading')}</p>;
  const labels = { code: t('totp.code') };
  return (
    <section className="operator-card" aria-labelledby="totp-heading">
      <h2 id="totp-heading">{t('totp.heading')}</h2>
      <ol className="operator-steps">
        <li>{t('totp.install')}</li>
        <li>
          {t('totp.scan')}
          <img className="operator-qr" src={enrolment.qr} width={200} height={200} alt={t('totp.qrAlt')} />
          <p>
            {t('totp.typeInstead')} <code className="operator-secret">{enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
          </p>
        </li>
        <li>{t('totp.enter')}</li>
      </ol>
      <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
        <ErrorSummary errors={errors} labels={labels} idOf={() => 'totp-code'} attempt={attempt} />
        <FormField id="totp-code" label={labels.code} hint={t('totp.codeHint')} error={errors.code}>
          {(control) => (
            <input
              {...control}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </FormField>
        <SubmitButton pending={sending}>{t('totp.submit')}</SubmitButton>
      </form>
    </section>
  );
}
