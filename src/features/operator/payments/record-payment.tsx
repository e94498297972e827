import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { FormField } from '../../../components/form/form-field';
import { ErrorSummary } from '../../../components/form/error-summary';
import { SubmitButton } from '../../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../../components/form/server-errors';
import { recordPayment, useBookingMoney } from '../../../api/operator-payments';
import { PAYMENT_KINDS, PAYMENT_METHODS } from '../../../contract/booking-constants';
import { useLanguage } from '../../../components/layout/language-root';
import { formatDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format';
import { notify } from '../../toast/toast-store';

type Kind = (typeof PAYMENT_KINDS)[number];
type Method = (typeof PAYMENT_METHODS)[number];

// Issue 28: a booking's money in the console — each instalment due, received (with the day) or overdue, the
// payments and refunds recorded and by whom, and (owners and managers) the form that records what the
// company received: the first instalment covered makes the booking confirmed, all of them paid in full, and
// the visitor gets a receipt. Mounted on the console's booking page.
export function RecordPayment({
  token,
  reference,
  canRecord,
  onRecorded,
}: {
  token: string;
  reference: string;
  canRecord: boolean;
  onRecorded?: () => void;
}) {
  const t = useT('operator-payments');
  const tb = useT('booking');
  const lang = useLanguage();
  const money = useBookingMoney(token, reference);
  const today = new Date().toISOString().slice(0, 10);
  const [form, setForm] = useState<{ kind: Kind; amount: string; received_on: string; method: Method; note: string }>({
    kind: 'payment',
    amount: '',
    received_on: today,
    method: 'bank_transfer',
    note: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  if (!money.data) return <p role={money.error ? 'alert' : 'status'}>{money.error ? t('unavailable') : t('loading')}</p>;
  const data = money.data;
  const price = (n: number) => formatPrice(n, lang, data.currency);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      const next = await recordPayment(token, reference, {
        kind: form.kind,
        amount: Number(form.amount),
        received_on: form.received_on,
        method: form.method,
        note: form.note || null,
      });
      notify('success', t(form.kind === 'payment' ? 'recorded' : 'refunded', { amount: price(Number(form.amount)) }));
      setForm({ ...form, amount: '', note: '' });
      setErrors({});
      void money.mutate(next, { revalidate: false });
      onRecorded?.();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      if (!Object.keys(fields).length) notify('error', err instanceof Error && err.message ? err.message : t('unavailable'));
    } finally {
      setSending(false);
    }
  };

  const labels = { kind: t('kind'), amount: t('amount'), received_on: t('receivedOn'), method: t('method'), note: t('note') };
  return (
    <section className="operator-card" aria-labelledby="payments-heading" data-testid="booking-money">
      <h2 id="payments-heading">{t('heading')}</h2>
      <p>{t('summary', { received: price(data.received), total: price(data.pay_now), remaining: price(data.remaining) })}</p>
      <div className="operator-scroll">
        <table className="operator-table" data-testid="instalments">
          <caption>{t('instalments')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('instalment')}</th>
              <th scope="col">{t('due')}</th>
              <th scope="col">{t('amount')}</th>
              <th scope="col">{t('state')}</th>
            </tr>
          </thead>
          <tbody>
            {data.instalments.map((i) => (
              <tr key={i.kind} data-state={i.state}>
                <td data-label={t('instalment')}>{tb(`plan.${i.kind}`)}</td>
                <td data-label={t('due')}>{formatDate(i.due_date, lang)}</td>
                <td data-label={t('amount')}>{price(i.amount)}</td>
                <td data-label={t('state')}>
                  {i.received_on ? tb('plan.received', { date: formatDate(i.received_on, lang) }) : tb(`plan.state.${i.state}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.payments.length > 0 ? (
        <div className="operator-scroll">
          <table className="operator-table" data-testid="payments">
            <caption>{t('recordedHeading')}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.received_on}</th>
                <th scope="col">{labels.kind}</th>
                <th scope="col">{labels.amount}</th>
                <th scope="col">{labels.method}</th>
                <th scope="col">{t('by')}</th>
              </tr>
            </thead>
            <tbody>
              {data.payments.map((p) => (
                <tr key={p.id}>
                  <td data-label={labels.received_on}>{formatDate(p.received_on, lang)}</td>
                  <td data-label={labels.kind}>{t(`kinds.${p.kind}`)}</td>
                  <td data-label={labels.amount}>{price(p.amount)}</td>
                  <td data-label={labels.method}>
                    {t(`methods.${p.method}`)}
                    {p.note ? ` · ${p.note}` : ''}
                  </td>
                  <td data-label={t('by')}>{p.recorded_by ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('none')}</p>
      )}
      {canRecord && (
        <>
          <h3>{t('record')}</h3>
          <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
            <ErrorSummary errors={errors} labels={labels} idOf={(name) => `payment-${name}`} attempt={attempt} />
            <FormField id="payment-kind" label={labels.kind} error={errors.kind}>
              {(control) => (
                <select {...control} name="kind" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as Kind })}>
                  {PAYMENT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`kinds.${k}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="payment-amount" label={labels.amount} hint={t('amountHint')} error={errors.amount}>
              {(control) => (
                <input
                  {...control}
                  name="amount"
                  inputMode="numeric"
                  required
                  value={form.amount}
                  onChange={(e) => setForm({ ...form, amount: e.target.value })}
                />
              )}
            </FormField>
            <FormField id="payment-received_on" label={labels.received_on} error={errors.received_on}>
              {(control) => (
                <input
                  {...control}
                  name="received_on"
                  type="date"
                  required
                  max={today}
                  value={form.received_on}
                  onChange={(e) => setForm({ ...form, received_on: e.target.value })}
                />
              )}
            </FormField>
            <FormField id="payment-method" label={labels.method} error={errors.method}>
              {(control) => (
                <select
                  {...control}
                  name="method"
                  value={form.method}
                  onChange={(e) => setForm({ ...form, method: e.target.value as Method })}
                >
                  {PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {t(`methods.${m}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="payment-note" label={labels.note} error={errors.note}>
              {(control) => (
                <input
                  {...control}
                  name="note"
                  autoComplete="off"
                  value={form.note}
                  onChange={(e) => setForm({ ...form, note: e.target.value })}
                />
              )}
            </FormField>
            <SubmitButton pending={sending}>{t(form.kind === 'payment' ? 'save' : 'saveRefund')}</SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
