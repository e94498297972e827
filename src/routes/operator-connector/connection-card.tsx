import { useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { removeConnector } from '../../api/operator-connector';
import { startSync } from '../../api/operator-connector-syncs';
import type { connectionSchema } from '../../contract/operator-connector-api';
import { ApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { notify } from '../../features/toast/toast-store';
import { ConnectionForm } from './connection-form';
import { useTime } from './use-time';
import { SYSTEM_NAMES } from './system-names';

// Issue 29: the connection as it stands: the system and the company's name there, a hint of the credentials
// (the secret itself never comes back), the schedule, whether this server reaches the system, the boats it
// brought. Owners and managers start a sync; owners change the credentials or disconnect, after a
// confirmation that says what happens to the boats.

type Answer = z.output<typeof connectionSchema>;
type Connection = NonNullable<Answer['connection']>;

interface Props {
  token: string;
  owner: boolean;
  connection: Connection;
  running: boolean;
  onChanged(answer: Answer): void;
  onStarted(): void;
}

export function ConnectionCard({ token, owner, connection: c, running, onChanged, onStarted }: Props) {
  const t = useT('connector');
  const lang = useLanguage();
  const time = useTime();
  const [mode, setMode] = useState<'view' | 'change' | 'confirm'>('view');
  const [sending, setSending] = useState(false);
  const system = SYSTEM_NAMES[c.system];

  const sync = async () => {
    setSending(true);
    try {
      await startSync(token);
      notify('success', t('connection.syncStarted'));
    } catch (err) {
      notify('error', t(err instanceof ApiError && err.status === 409 ? 'connection.syncBusy' : 'connection.syncFailed'));
    } finally {
      setSending(false);
      onStarted();
    }
  };

  const disconnect = async () => {
    setSending(true);
    try {
      onChanged(await removeConnector(token));
      notify('success', t('connection.disconnected'));
    } catch {
      notify('error', t('connection.disconnectFailed'));
      setMode('view');
    } finally {
      setSending(false);
    }
  };

  if (mode === 'change') {
    return (
      <ConnectionForm
        token={token}
        owner
        current={c}
        onSaved={(answer) => {
          setMode('view');
          onChanged(answer);
        }}
        onCancel={() => setMode('view')}
      />
    );
  }
  return (
    <section className="operator-card" aria-labelledby="connector-heading" data-testid="connection">
      <h2 id="connector-heading">{t('connection.heading')}</h2>
      <dl className="operator-facts">
        <dt>{t('connection.system')}</dt>
        <dd>{system}</dd>
        <dt>{t('connection.company')}</dt>
        <dd>{c.remote_name}</dd>
        <dt>{t('connection.credentials')}</dt>
        <dd>{c.credentials_hint}</dd>
        <dt>{t('connection.interval')}</dt>
        <dd>{t('connection.minutes', { minutes: formatNumber(c.sync_interval_minutes, lang) })}</dd>
        <dt>{t('connection.schedule')}</dt>
        <dd>{t(c.enabled ? 'connection.on' : 'connection.off')}</dd>
        <dt>{t('connection.health')}</dt>
        <dd className={c.health === 'ok' ? 'connector-ok' : 'connector-down'}>
          {t(c.health === 'ok' ? 'connection.ok' : 'connection.down')}
        </dd>
        <dt>{t('connection.boats')}</dt>
        <dd>{formatNumber(c.imported_boats, lang)}</dd>
        <dt>{t('connection.lastSuccess')}</dt>
        <dd>{c.last_success_at ? time(c.last_success_at) : t('connection.never')}</dd>
      </dl>
      {mode === 'confirm' ? (
        <div className="connector-confirm" role="group" aria-labelledby="connector-confirm-text">
          <p id="connector-confirm-text">{t('connection.confirm', { system })}</p>
          <div className="operator-actions">
            <button type="button" className="button" disabled={sending} onClick={() => void disconnect()}>
              {t('connection.confirmYes')}
            </button>
            <button type="button" className="button button--secondary" autoFocus onClick={() => setMode('view')}>
              {t('connection.confirmNo')}
            </button>
          </div>
        </div>
      ) : (
        <div className="operator-actions connector-actions">
          <button type="button" className="button" disabled={sending || running} onClick={() => void sync()}>
            {t('connection.syncNow')}
          </button>
          {owner && (
            <>
              <button type="button" className="button button--secondary" onClick={() => setMode('change')}>
                {t('connection.change')}
              </button>
              {/* The server refuses a disconnect while a sync writes the boats (409): offered once the run has ended. */}
              <button type="button" className="button button--secondary" disabled={running} onClick={() => setMode('confirm')}>
                {t('connection.disconnect')}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
