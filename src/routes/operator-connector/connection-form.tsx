import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { saveConnector } from '../../api/operator-connector';
import type { connectionSchema } from '../../contract/operator-connector-api';
import { FLEET_SYSTEMS } from '../../contract/fleet-constants';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../features/toast/toast-store';
import { SYSTEM_NAMES } from './system-names';

// Issue 29: the owner's form for the connection: the fleet system, its credentials, how often to sync. The
// server checks the credentials with the fleet system before it saves anything: refused ones come back as
// the credential fields' messages, a system that does not answer as a 503 (said so; nothing saved). When
// the connection exists, empty credentials keep the saved ones (never shown again, only their hint).

type Answer = z.output<typeof connectionSchema>;
type Connection = NonNullable<Answer['connection']>;
type System = Connection['system'];

interface Form {
  system: System;
  api_key: string;
  username: string;
  password: string;
  sync_interval_minutes: string;
  enabled: boolean;
}

const formOf = (c: Connection | null): Form => ({
  system: c?.system ?? 'booking_manager',
  api_key: '',
  username: '',
  password: '',
  sync_interval_minutes: String(c?.sync_interval_minutes ?? 60),
  enabled: c?.enabled ?? true,
});

/** The body as typed: a new connection sends blank credentials too, so the server names them. */
function bodyOf(form: Form, keep: boolean) {
  const given = (value: string) => (keep && value.trim() === '' ? undefined : value);
  const minutes = form.sync_interval_minutes.trim();
  const settings = {
    // A number when it is one; anything else goes as typed, so the server names the field.
    sync_interval_minutes: (minutes !== '' && Number.isFinite(Number(minutes)) ? Number(minutes) : minutes) as number,
    enabled: form.enabled,
  };
  return form.system === 'booking_manager'
    ? { system: form.system, api_key: given(form.api_key), ...settings }
    : { system: form.system, username: given(form.username), password: given(form.password), ...settings };
}

interface Props {
  token: string;
  owner: boolean;
  /** The saved connection when the owner changes it; null to connect. */
  current: Connection | null;
  onSaved(answer: Answer): void;
  onCancel?(): void;
}

export function ConnectionForm({ token, owner, current, onSaved, onCancel }: Props) {
  const t = useT('connector');
  const [form, setForm] = useState<Form>(() => formOf(current));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  // The saved credentials are kept only for the same system: another system needs its own.
  const keep = current !== null && current.system === form.system;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      const saved = await saveConnector(token, bodyOf(form, keep));
      setErrors({});
      onSaved(saved);
      notify('success', t('form.saved', { name: saved.connection?.remote_name ?? '' }));
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      if (!Object.keys(fields).length) notify('error', t(err instanceof ApiError && err.status === 503 ? 'form.down' : 'form.failed'));
    } finally {
      setSending(false);
    }
  };

  const labels: Record<string, string> = {
    system: t('form.system'),
    api_key: t('form.apiKey'),
    username: t('form.username'),
    password: t('form.password'),
    sync_interval_minutes: t('form.interval'),
    enabled: t('form.enabled'),
  };
  // A message on the key or the user name other than the contract's own (blank, too long) is the fleet
  // system's refusal of the credentials, which the server names at that field: the hint says so there.
  const refused = (name: 'api_key' | 'username') => {
    const message = errors[name];
    return message !== undefined && !/required|at most/i.test(message);
  };
  const credentialHint = (hint: string) => (keep ? `${t('form.keep')} ${hint}` : hint);

  if (!owner) {
    return (
      <section className="operator-card" aria-labelledby="connector-form-heading">
        <h2 id="connector-form-heading">{t('form.heading')}</h2>
        <p>{t('explain')}</p>
        <p role="note">{t('form.readOnly')}</p>
      </section>
    );
  }
  return (
    <section className="operator-card" aria-labelledby="connector-form-heading">
      <h2 id="connector-form-heading">{t(current ? 'form.changeHeading' : 'form.heading')}</h2>
      {!current && <p>{t('explain')}</p>}
      <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate data-testid="connector-form">
        <ErrorSummary errors={errors} labels={labels} idOf={(name) => `connector-${name}`} attempt={attempt} />
        <FormField id="connector-system" label={labels.system} error={errors.system}>
          {(control) => (
            <select
              {...control}
              name="system"
              value={form.system}
              onChange={(e) => {
                setForm({ ...form, system: e.target.value as System });
                setErrors({});
              }}
            >
              {FLEET_SYSTEMS.map((system) => (
                <option key={system} value={system}>
                  {SYSTEM_NAMES[system]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {form.system === 'booking_manager' ? (
          <FormField
            id="connector-api_key"
            label={labels.api_key}
            hint={refused('api_key') ? t('form.refused') : credentialHint(t('form.apiKeyHint'))}
            error={errors.api_key}
          >
            {(control) => (
              <input
                {...control}
                name="api_key"
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={form.api_key}
                onChange={(e) => setForm({ ...form, api_key: e.target.value })}
              />
            )}
          </FormField>
        ) : (
          <>
            <FormField
              id="connector-username"
              label={labels.username}
              hint={refused('username') ? t('form.refused') : undefined}
              error={errors.username}
            >
              {(control) => (
                <input
                  {...control}
                  name="username"
                  autoComplete="off"
                  spellCheck={false}
                  value={form.username}
                  onChange={(e) => setForm({ ...form, username: e.target.value })}
                />
              )}
            </FormField>
            <FormField
              id="connector-password"
              label={labels.password}
              hint={credentialHint(t('form.passwordHint'))}
              error={errors.password}
            >
              {(control) => (
                <input
                  {...control}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  value={form.password}
                  onChange={(e) => setForm({ ...form, password: e.target.value })}
                />
              )}
            </FormField>
          </>
        )}
        <FormField
          id="connector-sync_interval_minutes"
          label={labels.sync_interval_minutes}
          hint={t('form.intervalHint')}
          error={errors.sync_interval_minutes}
        >
          {(control) => (
            <input
              {...control}
              name="sync_interval_minutes"
              type="number"
              inputMode="numeric"
              min={5}
              max={1440}
              step={1}
              value={form.sync_interval_minutes}
              onChange={(e) => setForm({ ...form, sync_interval_minutes: e.target.value })}
            />
          )}
        </FormField>
        <div className="connector-check">
          <input
            id="connector-enabled"
            type="checkbox"
            name="enabled"
            checked={form.enabled}
            aria-describedby="connector-enabled-hint"
            onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
          />
          <label htmlFor="connector-enabled">{labels.enabled}</label>
          <p id="connector-enabled-hint" className="form-field__hint">
            {t('form.enabledHint')}
          </p>
        </div>
        <div className="operator-actions">
          <SubmitButton pending={sending}>{t(current ? 'form.save' : 'form.connect')}</SubmitButton>
          {onCancel && (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('form.cancel')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
