import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { deleteWebhook, updateWebhook, useWebhooks } from '../../api/operator-webhooks';
import type { WebhookEndpoint } from '../../contract/operator-webhooks-api';
import { notify } from '../../features/toast/toast-store';
import { SecretPanel } from './secret-panel';
import { eventKey } from './event-key';

// Issue 29: the company's endpoints — address, events, on or off, the newest delivery's status and how many
// wait — with their actions: the delivery log, the secret (shown on demand, renewed), off and on, delete
// (asked twice).
export function EndpointsSection({
  token,
  fresh,
  onLog,
}: {
  token: string;
  fresh: { id: number; secret: string } | null;
  onLog(endpoint: { id: number; url: string }): void;
}) {
  const t = useT('webhooks');
  const tc = useT('operator');
  const list = useWebhooks(token);
  const labels = { url: t('list.address'), events: t('list.events'), state: t('list.state'), actions: t('list.actions') };
  return (
    <section className="operator-card" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">{t('list.heading')}</h2>
      <p>{t('explain')}</p>
      {!list.data ? (
        <p role={list.error ? 'alert' : 'status'}>{list.error ? tc('unavailable') : tc('loading')}</p>
      ) : list.data.endpoints.length === 0 ? (
        <p>{t('list.none')}</p>
      ) : (
        <div className="operator-scroll">
          <table className="operator-table" data-testid="webhooks">
            <thead>
              <tr>
                <th scope="col">{labels.url}</th>
                <th scope="col">{labels.events}</th>
                <th scope="col">{labels.state}</th>
                <th scope="col">{labels.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.endpoints.map((endpoint) => (
                <EndpointRow
                  key={endpoint.id}
                  token={token}
                  endpoint={endpoint}
                  labels={labels}
                  freshSecret={fresh?.id === endpoint.id ? fresh.secret : null}
                  onLog={() => onLog(endpoint)}
                  onChange={() => void list.mutate()}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

interface RowProps {
  token: string;
  endpoint: WebhookEndpoint;
  labels: Record<'url' | 'events' | 'state' | 'actions', string>;
  freshSecret: string | null;
  onLog(): void;
  onChange(): void;
}

function EndpointRow({ token, endpoint, labels, freshSecret, onLog, onChange }: RowProps) {
  const t = useT('webhooks');
  const [secretOpen, setSecretOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify('success', done);
      onChange();
    } catch {
      notify('error', t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const toggle = () =>
    run(
      () => updateWebhook(token, endpoint.id, { url: endpoint.url, events: endpoint.events, enabled: !endpoint.enabled }),
      t('list.saved'),
    );
  const remove = () => run(() => deleteWebhook(token, endpoint.id), t('list.deleted'));

  const state = [
    endpoint.enabled ? t('state.on') : t('state.off'),
    endpoint.last_status ? t(`status.${endpoint.last_status}`) : null,
    endpoint.pending ? t('state.waiting', { n: endpoint.pending }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <tr>
        <td data-label={labels.url}>
          <code>{endpoint.url}</code>
        </td>
        <td data-label={labels.events}>{endpoint.events.map((e) => t(`events.${eventKey(e)}`)).join(', ')}</td>
        <td data-label={labels.state}>{state}</td>
        <td data-label={labels.actions}>
          <div className="operator-actions">
            <button type="button" className="button button--secondary" onClick={onLog}>
              {t('actions.log')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={secretOpen || freshSecret !== null}
              onClick={() => setSecretOpen((o) => !o)}
            >
              {t('actions.secret')}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void toggle()}>
              {endpoint.enabled ? t('actions.disable') : t('actions.enable')}
            </button>
            {confirming ? (
              <>
                <button type="button" className="button" disabled={busy} onClick={() => void remove()}>
                  {t('actions.confirmDelete')}
                </button>
                <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                  {t('actions.keep')}
                </button>
              </>
            ) : (
              <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                {t('actions.delete')}
              </button>
            )}
          </div>
        </td>
      </tr>
      {(secretOpen || freshSecret !== null) && (
        <tr>
          <td colSpan={4}>
            <SecretPanel token={token} id={endpoint.id} fresh={freshSecret} />
          </td>
        </tr>
      )}
    </>
  );
}
