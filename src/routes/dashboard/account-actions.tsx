import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../contract/account-rules';
import { useT } from '../../i18n/use-t';
import { signOut } from '../../features/account/open-account-dialog';
import { logOutEverywhere } from '../../api/logout-everywhere';
import { exportAccount } from '../../api/account-export';
import { deleteAccount } from '../../api/delete-account';
import { setSessionToken } from '../../features/account/session';
import { notify } from '../../features/toast/toast-store';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { DASHBOARD_FIELD } from './dashboard-field-look';

// U6 and decision 019: sign out here, sign out on every device, a copy of my data, and deleting the
// account (confirmed by its password; bookings are kept without the person).
export function AccountActions({ token, email }: { token: string; email: string }) {
  const t = useT('dashboard');
  const [busy, setBusy] = useState<null | 'out' | 'everywhere' | 'export'>(null);

  const signOutHere = async () => {
    setBusy('out');
    // signOut forgets the token here even when the server cannot be reached: the visitor is signed out.
    await signOut();
    notify('success', t('sessions.signedOut'));
  };

  const signOutEverywhere = async () => {
    setBusy('everywhere');
    try {
      await logOutEverywhere(token);
      setSessionToken(null);
      notify('success', t('sessions.signedOutEverywhere'));
    } catch {
      notify('error', t('sessions.failed'));
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('export');
    try {
      const data = await exportAccount(token);
      // The call needs the bearer token, so the browser cannot simply follow a link: the answer becomes a file.
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'bluewater-my-data.json';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      notify('success', t('data.downloaded'));
    } catch {
      notify('error', t('data.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <section className="dashboard__section" aria-labelledby="dashboard-sessions">
        <h2 id="dashboard-sessions">{t('sessions.heading')}</h2>
        <p>{t('sessions.lead')}</p>
        <div className="dashboard__buttons">
          <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void signOutHere()}>
            {t('sessions.signOut')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void signOutEverywhere()}>
            {t('sessions.signOutEverywhere')}
          </button>
        </div>
      </section>
      <section className="dashboard__section" aria-labelledby="dashboard-data">
        <h2 id="dashboard-data">{t('data.heading')}</h2>
        <p>{t('data.lead')}</p>
        <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void download()}>
          {busy === 'export' ? t('data.preparing') : t('data.download')}
        </button>
      </section>
      <DeleteAccount token={token} email={email} />
    </>
  );
}

function DeleteAccount({ token, email }: { token: string; email: string }) {
  const t = useT('dashboard');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      await deleteAccount(token, password);
      setSessionToken(null);
      notify('success', t('delete.done'));
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setAttempt((n) => n + 1);
      notify('error', t('delete.failed'));
      setSending(false);
    }
  };

  return (
    <section className="dashboard__section dashboard__section--danger" aria-labelledby="dashboard-delete">
      <h2 id="dashboard-delete">{t('delete.heading')}</h2>
      <p id="delete-warning" className="dashboard__warning">
        {t('delete.warning')}
      </p>
      <form className="dashboard__form" onSubmit={(e) => void submit(e)} noValidate>
        <ErrorSummary errors={errors} labels={{ password: t('delete.password') }} idOf={() => 'delete-password'} attempt={attempt} />
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField id="delete-password" label={t('delete.password')} error={errors.password} look={DASHBOARD_FIELD}>
          {(control) => (
            <input
              {...control}
              // The warning is read with the field: this password deletes the account.
              aria-describedby={['delete-warning', control['aria-describedby']].filter(Boolean).join(' ')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </FormField>
        <SubmitButton pending={sending} className="button dashboard__danger-button" disabled={password === ''}>
          {t('delete.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
