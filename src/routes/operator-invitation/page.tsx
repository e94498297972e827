import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { SITE_FIELD_LOOK } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { PASSWORD_MIN_LENGTH, passwordRuleBroken } from '../../contract/account-rules';
import { acceptInvitation, useInvitation } from '../../api/operator-invitation';
import { setOperatorToken } from '../../features/operator/operator-session';
import { TotpEnrolment } from '../../features/operator/totp-enrolment';
import { RecoveryCodes } from '../../features/operator/recovery-codes';
import { NewPasswordFields } from '../../features/account/new-password-fields';
import stylesUrl from '../../features/operator/operator.css?url';

type Step = { kind: 'password' } | { kind: 'enrol'; token: string } | { kind: 'codes'; codes: string[] };

// Issue 27: /{lang}/operator/invitation/{token}, the link of the invitation mail. Who is invited to which
// company as what, then a password, then TOTP (required), then the recovery codes; the console after.
// Opening the link changes nothing: the password's button does (mail scanners open links).
export default function OperatorInvitationPage({ route }: PageProps) {
  const t = useT('operator');
  const lang = useLanguage();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const email = invitation.data?.email ?? '';
    const broken = passwordRuleBroken(password, email);
    const local: FieldErrors = broken
      ? { password: broken }
      : password !== confirmation
        ? { password_confirmation: 'The passwords do not match.' }
        : {};
    if (Object.keys(local).length) {
      setErrors(local);
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      const session = await acceptInvitation(token, password);
      setPassword('');
      setConfirmation('');
      setErrors({});
      setStep({ kind: 'enrol', token: session.token });
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setAttempt((n) => n + 1);
      if (!Object.keys(fieldErrorsOf(err)).length) void invitation.mutate();
    } finally {
      setSending(false);
    }
  };

  const labels = { password: t('invitation.password'), password_confirmation: t('invitation.confirmation') };
  const ids: Record<string, string> = { password: 'invitation-password', password_confirmation: 'invitation-confirmation' };
  return (
    <div className="operator">
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      {step.kind === 'password' &&
        (invitation.error ? (
          <p className="operator-card" role="alert">
            {t('invitation.invalid')}
          </p>
        ) : !invitation.data ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <form className="operator-form operator-card" onSubmit={(e) => void submit(e)} noValidate>
            <p>
              {t('invitation.intro', {
                company: invitation.data.company,
                role: t(`roles.${invitation.data.role}`),
                email: invitation.data.email,
              })}
            </p>
            <ErrorSummary errors={errors} labels={labels} idOf={(name) => ids[name] ?? name} attempt={attempt} />
            <input type="text" name="username" autoComplete="username" value={invitation.data.email} readOnly hidden />
            <NewPasswordFields
              idPrefix="invitation"
              password={password}
              confirmation={confirmation}
              onPassword={setPassword}
              onConfirmation={setConfirmation}
              errors={errors}
              userInputs={[invitation.data.email, invitation.data.name]}
              look={SITE_FIELD_LOOK}
              texts={{
                password: labels.password,
                hint: t('invitation.passwordHint', { min: PASSWORD_MIN_LENGTH }),
                confirmation: labels.password_confirmation,
              }}
            />
            <SubmitButton pending={sending}>{t('invitation.submit')}</SubmitButton>
          </form>
        ))}
      {step.kind === 'enrol' && (
        <TotpEnrolment
          token={step.token}
          onEnrolled={(full, codes) => {
            setOperatorToken(full);
            setStep({ kind: 'codes', codes });
          }}
          onEnded={() => void navigate(`/${lang}/operator/sign-in`)}
        />
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => void navigate(`/${lang}/operator`)} />}
    </div>
  );
}
