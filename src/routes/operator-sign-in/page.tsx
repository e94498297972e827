import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, serverMessageOf, type FieldErrors } from '../../components/form/server-errors';
import { notify } from '../../features/toast/toast-store';
import { sendOperatorCode, sendRecoveryCode, signInOperator } from '../../api/operator-sign-in';
import { ApiError } from '../../lib/api-client';
import { setOperatorToken, useOperatorToken } from '../../features/operator/operator-session';
import { TotpEnrolment } from '../../features/operator/totp-enrolment';
import { RecoveryCodes } from '../../features/operator/recovery-codes';
import stylesUrl from '../../features/operator/operator.css?url';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; token: string; recovery: boolean }
  | { kind: 'enrol'; token: string }
  | { kind: 'codes'; codes: string[] };

const codeOf = (err: unknown) => (err instanceof ApiError ? (err.body as { code?: string } | null)?.code : undefined);

// Issue 27: /{lang}/operator/sign-in. The password first; then the authenticator's code (or a recovery
// code); an account that never finished setting TOTP up does it here. Refusals say what to do, never which
// part of the credentials was wrong.
export default function OperatorSignInPage({ route }: PageProps) {
  const t = useT('operator');
  const lang = useLanguage();
  const navigate = useNavigate();
  const token = useOperatorToken();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // Already signed in (another console page's link here): straight on.
  useEffect(() => {
    if (token && step.kind === 'password') void navigate(`/${lang}/operator`, { replace: true });
  }, [token, step.kind, lang, navigate]);

  const refuse = (fields: FieldErrors) => {
    setErrors(fields);
    setAttempt((n) => n + 1);
    setSending(false);
  };
  const enter = (full: string) => {
    setOperatorToken(full);
    void navigate(`/${lang}/operator`);
  };

  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setNotice(null);
    try {
      const session = await signInOperator({ email, password });
      setPassword('');
      setErrors({});
      setSending(false);
      setStep(
        session.stage === 'enrol' ? { kind: 'enrol', token: session.token } : { kind: 'code', token: session.token, recovery: false },
      );
    } catch (err) {
      // The server's own words (wrong credentials, too many attempts) are in the form kit's message table.
      const fields = fieldErrorsOf(err);
      const message = serverMessageOf(err);
      if (Object.keys(fields).length) return refuse(fields);
      if (err instanceof ApiError && (err.status === 401 || err.status === 429) && message) return refuse({ password: message });
      refuse({});
      notify('error', t('unavailable'));
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'code') return;
    setSending(true);
    try {
      const session = step.recovery ? await sendRecoveryCode(step.token, code) : await sendOperatorCode(step.token, code);
      enter(session.token);
    } catch (err) {
      if (codeOf(err) === 'code_wrong') return refuse({ code: step.recovery ? 'recoveryWrong' : 'totpWrong' });
      if (err instanceof ApiError && err.status === 401) {
        setStep({ kind: 'password' });
        setNotice(t('signIn.again'));
        return refuse({});
      }
      refuse(fieldErrorsOf(err));
    }
  };

  const labels = {
    email: t('signIn.email'),
    password: t('signIn.password'),
    code: step.kind === 'code' && step.recovery ? t('signIn.recoveryCode') : t('totp.code'),
  };
  return (
    <div className="operator">
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      {notice && <p role="alert">{notice}</p>}
      {step.kind === 'password' && (
        <form className="operator-form operator-card" onSubmit={(e) => void submitPassword(e)} noValidate>
          <ErrorSummary errors={errors} labels={labels} idOf={(name) => `operator-${name}`} attempt={attempt} />
          <FormField id="operator-email" label={labels.email} error={errors.email}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="operator-password" label={labels.password} error={errors.password}>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
          <SubmitButton pending={sending}>{t('signIn.submit')}</SubmitButton>
        </form>
      )}
      {step.kind === 'code' && (
        <form className="operator-form operator-card" onSubmit={(e) => void submitCode(e)} noValidate>
          <ErrorSummary errors={errors} labels={labels} idOf={() => 'operator-code'} attempt={attempt} />
          <FormField
            id="operator-code"
            label={labels.code}
            hint={step.recovery ? t('signIn.recoveryHint') : t('totp.codeHint')}
            error={errors.code}
          >
            {(control) => (
              <input
                {...control}
                name="code"
                inputMode={step.recovery ? 'text' : 'numeric'}
                autoComplete="one-time-code"
                autoCapitalize="none"
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </FormField>
          <SubmitButton pending={sending}>{t('signIn.verify')}</SubmitButton>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setCode('');
              setErrors({});
              setStep({ ...step, recovery: !step.recovery });
            }}
          >
            {step.recovery ? t('signIn.useApp') : t('signIn.useRecovery')}
          </button>
        </form>
      )}
      {step.kind === 'enrol' && (
        <TotpEnrolment
          token={step.token}
          onEnrolled={(full, codes) => {
            setOperatorToken(full);
            setStep({ kind: 'codes', codes });
          }}
          onEnded={() => {
            setStep({ kind: 'password' });
            setNotice(t('signIn.again'));
          }}
        />
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => void navigate(`/${lang}/operator`)} />}
    </div>
  );
}
