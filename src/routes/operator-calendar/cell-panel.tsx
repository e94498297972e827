import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { createBlock, deleteBlock, useBoatBlocks } from '../../api/operator-blocks';
import { placeClientOption } from '../../api/operator-bookings';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../features/toast/toast-store';
import { LANGUAGES, languageOf, type LanguageCode } from '../../contract/languages';
import type { OperatorMe } from '../../contract/operator-api';
import type { Calendar, ChartSpan } from '../../contract/operator-bookings-api';
import { BLOCK_REASONS, type BlockReason } from '../../contract/operator-prices-constants';

export interface PickedCell {
  boat: Calendar['boats'][number];
  week: string;
  weekEnd: string;
  span: ChartSpan | null;
}

interface Props {
  token: string;
  me: OperatorMe;
  cell: PickedCell;
  onClose(): void;
  onChanged(): void;
}

// Issue 27: what a free or blocked week of the chart offers. The panel takes the focus when it opens and
// gives it back to the cell when it closes (Escape or the close button).
export function CellPanel({ token, me, cell, onClose, onChanged }: Props) {
  const t = useT('operator-bookings');
  const lang = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const office = me.operator.role !== 'agent';
  // Issue 29: an imported boat's days are blocked in its fleet system (a block here would leave them for sale
  // there); the form waits until the boat's blocks say which it is.
  const imported = useBoatBlocks(token, cell.boat.id).data?.boat_imported;
  const long = new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const week = long.format(new Date(`${cell.week}T00:00:00Z`));
  useEffect(() => heading.current?.focus(), [cell]);

  return (
    <section
      className="operator-card chart-panel"
      aria-labelledby="chart-panel-heading"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <h2 id="chart-panel-heading" ref={heading} tabIndex={-1}>
        {t('panel.heading', { boat: cell.boat.name, date: week })}
      </h2>
      {cell.span?.kind === 'block' ? (
        <BlockFacts token={token} office={office} cell={cell} span={cell.span} onDone={onChanged} onClose={onClose} />
      ) : (
        <>
          {office && imported === false && <BlockForm token={token} cell={cell} onDone={onChanged} onClose={onClose} />}
          {office && imported && <p role="note">{t('panel.imported')}</p>}
          <OptionForm token={token} cell={cell} onDone={onChanged} onClose={onClose} />
        </>
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t('panel.close')}
      </button>
    </section>
  );
}

type Done = { onDone(): void; onClose(): void };

function BlockFacts({
  token,
  office,
  cell,
  span,
  onDone,
  onClose,
}: Done & { token: string; office: boolean; cell: PickedCell; span: Extract<ChartSpan, { kind: 'block' }> }) {
  const t = useT('operator-bookings');
  const lang = useLanguage();
  const [pending, setPending] = useState(false);
  // The chart carries no notes; the boat's blocks have them.
  const note = useBoatBlocks(token, cell.boat.id).data?.blocks.find((b) => b.id === span.id)?.note;
  const long = new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const remove = async () => {
    setPending(true);
    try {
      await deleteBlock(token, cell.boat.id, span.id);
      notify('success', t('panel.unblocked'));
      onDone();
      onClose();
    } catch {
      notify('error', t('failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <dl className="operator-facts">
        <dt>{t('panel.blockedDays')}</dt>
        <dd>
          {long.format(new Date(`${span.date_start}T00:00:00Z`))} – {long.format(new Date(`${span.date_end}T00:00:00Z`))}
        </dd>
        <dt>{t('panel.reason')}</dt>
        <dd>{t(`calendar.reasons.${span.reason}`)}</dd>
        {note && (
          <>
            <dt>{t('panel.note')}</dt>
            <dd>{note}</dd>
          </>
        )}
      </dl>
      {/* A hold of the fleet system is released there (issue 29); the next sync frees its days. */}
      {office && span.reason !== 'fleet_system' && (
        <button type="button" className="button" disabled={pending} onClick={() => void remove()}>
          {t('panel.unblock')}
        </button>
      )}
    </>
  );
}

function BlockForm({ token, cell, onDone, onClose }: Done & { token: string; cell: PickedCell }) {
  const t = useT('operator-bookings');
  const [reason, setReason] = useState<BlockReason>('maintenance');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      await createBlock(token, cell.boat.id, { date_from: cell.week, date_to: cell.weekEnd, reason, note });
      notify('success', t('panel.blocked'));
      onDone();
      onClose();
    } catch (err) {
      notify('error', err instanceof ApiError && err.status === 409 ? t('panel.taken') : t('failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="chart-block-heading">
      <h3 id="chart-block-heading">{t('panel.blockHeading')}</h3>
      <FormField id="chart-block-reason" label={t('panel.reason')}>
        {(control) => (
          <select {...control} value={reason} onChange={(e) => setReason(e.target.value as BlockReason)}>
            {BLOCK_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`calendar.reasons.${r}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="chart-block-note" label={t('panel.note')}>
        {(control) => <input {...control} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />}
      </FormField>
      <SubmitButton pending={pending}>{t('panel.block')}</SubmitButton>
    </form>
  );
}

function OptionForm({ token, cell, onDone, onClose }: Done & { token: string; cell: PickedCell }) {
  const t = useT('operator-bookings');
  const tb = useT('booking');
  const lang = useLanguage();
  const [form, setForm] = useState({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    people: Math.min(2, cell.boat.max_people),
    product: cell.boat.products[0] ?? 'bareboat',
    language: lang as LanguageCode,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const labels = {
    first_name: t('panel.firstName'),
    last_name: t('panel.lastName'),
    email: t('panel.email'),
    phone: t('panel.phone'),
    people: t('panel.people'),
    product: t('panel.product'),
    language: t('panel.language'),
    date_start: t('panel.week'),
    date_end: t('panel.week'),
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      const placed = await placeClientOption(token, { ...form, yacht_id: cell.boat.id, date_start: cell.week, date_end: cell.weekEnd });
      notify('success', t('panel.placed', { reference: placed.reference }));
      onDone();
      onClose();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      if (Object.keys(fields).length === 0) notify('error', err instanceof ApiError && err.status === 409 ? t('panel.taken') : t('failed'));
    } finally {
      setPending(false);
    }
  };
  const text = (name: 'first_name' | 'last_name' | 'email' | 'phone', type: string, autoComplete: string) => (
    <FormField id={`chart-option-${name}`} label={labels[name]} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          required
          value={form[name]}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="chart-option-heading">
      <h3 id="chart-option-heading">{t('panel.optionHeading')}</h3>
      <p>{t('panel.optionLead')}</p>
      <ErrorSummary errors={errors} labels={labels} idOf={(name) => `chart-option-${name}`} attempt={attempt} />
      {text('first_name', 'text', 'off')}
      {text('last_name', 'text', 'off')}
      {text('email', 'email', 'off')}
      {text('phone', 'tel', 'off')}
      <FormField id="chart-option-people" label={labels.people} error={errors.people}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            max={cell.boat.max_people}
            value={form.people}
            onChange={(e) => setForm({ ...form, people: Number(e.target.value) })}
          />
        )}
      </FormField>
      <FormField id="chart-option-product" label={labels.product} error={errors.product}>
        {(control) => (
          <select {...control} value={form.product} onChange={(e) => setForm({ ...form, product: e.target.value as typeof form.product })}>
            {cell.boat.products.map((p) => (
              <option key={p} value={p}>
                {tb(`product.${p}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="chart-option-language" label={labels.language} error={errors.language}>
        {(control) => (
          <select {...control} value={form.language} onChange={(e) => setForm({ ...form, language: e.target.value as LanguageCode })}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SubmitButton pending={pending}>{t('panel.place')}</SubmitButton>
    </form>
  );
}
