import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { createWebhook, useWebhooks } from '../../api/operator-webhooks';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../contract/webhook-events';
import { notify } from '../../features/toast/toast-store';
import { eventKey } from './event-key';

// Issue 29: an owner adds an endpoint — its address and the events it is sent (all five to start with).
export function AddEndpointForm({ token, onAdded }: { token: string; onAdded(fresh: { id: number; secret: string }): void }) {
  const t = useT('webhooks');
  const list = useWebhooks(token);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((now) => WEBHOOK_EVENT_TYPES.filter((e) => (e === type ? on : now.includes(e))));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      const created = await createWebhook(token, { url, events });
      onAdded({ id: created.endpoint.id, secret: created.secret });
      notify('success', t('add.added'));
      setUrl('');
      setErrors({});
      void list.mutate();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      if (!Object.keys(fields).length) notify('error', t('failed'));
    } finally {
      setSending(false);
    }
  };

  const labels = { url: t('add.url'), events: t('add.events') };
  return (
    <section className="operator-card" aria-labelledby="webhook-add-heading">
      <h2 id="webhook-add-heading">{t('add.heading')}</h2>
      <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
        <ErrorSummary errors={errors} labels={labels} idOf={(name) => `webhook-${name}`} attempt={attempt} />
        <FormField id="webhook-url" label={labels.url} hint={t('add.urlHint')} error={errors.url}>
          {(control) => (
            <input
              {...control}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              required
              placeholder="https://"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </FormField>
        <fieldset id="webhook-events" className="webhook-events" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
          <legend>{labels.events}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type}>
              <input
                type="checkbox"
                name="events"
                value={type}
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
              />{' '}
              {t(`events.${eventKey(type)}`)} <code>{type}</code>
            </label>
          ))}
          {errors.events && (
            <p id="webhook-events-error" className="form-field__error">
              {t('add.eventsError')}
            </p>
          )}
        </fieldset>
        <SubmitButton pending={sending}>{t('add.submit')}</SubmitButton>
      </form>
    </section>
  );
}
