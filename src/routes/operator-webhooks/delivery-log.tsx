import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { languageOf } from '../../contract/languages';
import { resendWebhookDelivery, useWebhookDeliveries } from '../../api/operator-webhook-deliveries';
import type { WebhookDelivery } from '../../contract/operator-webhooks-api';
import { notify } from '../../features/toast/toast-store';
import { eventKey } from './event-key';
import { WEBHOOK_MAX_ATTEMPTS } from '../../contract/webhook-events';
import type { TFunction } from 'i18next';

// Issue 29: an endpoint's delivery log, newest first, 25 a page: the event and its booking, the status, the
// attempts, the last response code, and the next try or why the last failed; "send again" on any finished
// delivery. The first page refreshes itself while open.
export function DeliveryLog({ token, endpoint, onClose }: { token: string; endpoint: { id: number; url: string }; onClose(): void }) {
  const t = useT('webhooks');
  const lang = useLanguage();
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const time = new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: 'medium', timeStyle: 'medium' });
  const labels = {
    at: t('log.at'),
    event: t('log.event'),
    status: t('log.status'),
    response: t('log.response'),
    next: t('log.next'),
    actions: t('list.actions'),
  };
  return (
    <section className="operator-card webhook-log" aria-labelledby="webhook-log-heading">
      <h2 id="webhook-log-heading">{t('log.heading')}</h2>
      <p>
        <code>{endpoint.url}</code>
      </p>
      <div className="operator-scroll">
        <table className="operator-table" data-testid="webhook-log">
          <thead>
            <tr>
              {Object.values(labels).map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          {pages.map((before) => (
            <LogRows
              key={before ?? 'first'}
              token={token}
              id={endpoint.id}
              before={before}
              labels={labels}
              time={time}
              last={before === pages[pages.length - 1]}
              onMore={(next) => setPages((p) => (p.includes(next) ? p : [...p, next]))}
            />
          ))}
        </table>
      </div>
      <div className="operator-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('log.close')}
        </button>
      </div>
    </section>
  );
}

interface RowsProps {
  token: string;
  id: number;
  before: number | undefined;
  labels: Record<'at' | 'event' | 'status' | 'response' | 'next' | 'actions', string>;
  time: Intl.DateTimeFormat;
  last: boolean;
  onMore(next: number): void;
}

function LogRows({ token, id, before, labels, time, last, onMore }: RowsProps) {
  const t = useT('webhooks');
  const tc = useT('operator');
  const page = useWebhookDeliveries(token, id, before);
  const [busy, setBusy] = useState<number | null>(null);
  if (!page.data) {
    return (
      <tbody>
        <tr>
          <td colSpan={6} role={page.error ? 'alert' : 'status'}>
            {page.error ? tc('unavailable') : tc('loading')}
          </td>
        </tr>
      </tbody>
    );
  }
  const resend = async (delivery: WebhookDelivery) => {
    setBusy(delivery.id);
    try {
      await resendWebhookDelivery(token, id, delivery.id);
      notify('success', t('log.resent'));
      void page.mutate();
    } catch {
      notify('error', t('failed'));
    } finally {
      setBusy(null);
    }
  };
  const next = page.data.next_before;
  return (
    <tbody>
      {page.data.deliveries.length === 0 && before === undefined && (
        <tr>
          <td colSpan={6}>{t('log.none')}</td>
        </tr>
      )}
      {page.data.deliveries.map((d) => (
        <tr key={d.id}>
          <td data-label={labels.at}>{time.format(new Date(d.created_at))}</td>
          <td data-label={labels.event}>
            {t(`events.${eventKey(d.event)}`)} · {d.booking_reference}
          </td>
          <td data-label={labels.status}>
            {t(`status.${d.status}`)} · {t('log.attempts', { n: d.attempts })}
          </td>
          <td data-label={labels.response}>{d.response_code ?? '—'}</td>
          <td data-label={labels.next}>{outcomeOf(d, t, time)}</td>
          <td data-label={labels.actions}>
            {d.status !== 'pending' && (
              <button type="button" className="button button--secondary" disabled={busy === d.id} onClick={() => void resend(d)}>
                {t('log.resend')}
              </button>
            )}
          </td>
        </tr>
      ))}
      {last && next !== null && (
        <tr>
          <td colSpan={6}>
            <button type="button" className="button button--secondary" onClick={() => onMore(next)}>
              {t('log.older')}
            </button>
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** The next try, why the last attempt failed (and that it was given up), or when it was delivered. */
function outcomeOf(d: WebhookDelivery, t: TFunction, time: Intl.DateTimeFormat): string {
  const parts = [
    d.next_attempt_at ? t('log.nextAt', { time: time.format(new Date(d.next_attempt_at)) }) : null,
    d.error ? t(`log.errors.${d.error}`, { code: d.response_code ?? '' }) : null,
    d.status === 'failed' ? t('log.gaveUp', { n: WEBHOOK_MAX_ATTEMPTS }) : null,
    d.delivered_at && d.status === 'delivered' ? t('log.deliveredAt', { time: time.format(new Date(d.delivered_at)) }) : null,
  ];
  return parts.filter(Boolean).join('. ') || '—';
}
