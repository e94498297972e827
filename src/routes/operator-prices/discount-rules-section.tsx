import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { deleteDiscountRule, saveDiscountRule, useDiscountRules } from '../../api/operator-discounts';
import { formatPercent } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { DISCOUNT_RULE_KINDS, type DiscountRuleKind } from '../../contract/discount-rules';
import type { DiscountRuleRow } from '../../contract/operator-discounts-api';
import { useSave } from './use-save';
import { DateField, EditorActions, PercentField, RowActions } from './row-editor';

/** The field holding each kind's condition (the contract keeps only that one). */
const CONDITION_FIELD = { early_booking: 'booked_by', last_minute: 'within_days', long_stay: 'min_nights' } as const;

interface Draft {
  id: number | null;
  kind: DiscountRuleKind;
  date_from: string;
  date_to: string;
  percent: string;
  /** The kind's condition as typed: a date, or a number of days or nights. */
  condition: string;
}

const EMPTY: Draft = { id: null, kind: 'early_booking', date_from: '', date_to: '', percent: '', condition: '' };

const wholeOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

// Issue 27, "discounts (early booking, last minute, long stay) with their dates" (docs/decisions/048): rules
// that take their percentage off charters inside their dates when their condition holds on the day of
// booking. The quote applies the single best of these and the boat's offers, never two.
export function DiscountRulesSection({ token, yachtId, canWrite }: { token: string; yachtId: number; canWrite: boolean }) {
  const t = useT('operator-discounts');
  const tp = useT('operator-prices');
  const lang = useLanguage();
  const rules = useDiscountRules(token, yachtId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const save = useSave();
  const labels = {
    kind: t('kind'),
    date_from: t('from'),
    date_to: t('to'),
    discount_percent: t('percent'),
    booked_by: t('bookedBy'),
    within_days: t('withinDays'),
    min_nights: t('minNights'),
  };
  const conditionField = CONDITION_FIELD[draft.kind];

  const conditionOf = (rule: DiscountRuleRow) =>
    rule.kind === 'early_booking'
      ? t('conditions.early_booking', { date: formatShortDate(rule.booked_by ?? '', lang) })
      : rule.kind === 'last_minute'
        ? t('conditions.last_minute', { count: rule.within_days ?? 0 })
        : t('conditions.long_stay', { count: rule.min_nights ?? 0 });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Only the kind's condition is sent; left empty, the server names it as missing.
    const given = draft.condition.trim() === '' ? null : draft.condition;
    const body = {
      kind: draft.kind,
      date_from: draft.date_from,
      date_to: draft.date_to,
      discount_percent: wholeOrNaN(draft.percent),
      booked_by: draft.kind === 'early_booking' ? given : null,
      within_days: draft.kind === 'last_minute' && given !== null ? wholeOrNaN(given) : null,
      min_nights: draft.kind === 'long_stay' && given !== null ? wholeOrNaN(given) : null,
    };
    if (await save.run(() => saveDiscountRule(token, yachtId, draft.id, body), t('saved'))) {
      setDraft(EMPTY);
      void rules.mutate();
    }
  };

  const remove = async (id: number) => {
    if (await save.run(() => deleteDiscountRule(token, yachtId, id), t('deleted'))) void rules.mutate();
  };

  const edit = (rule: DiscountRuleRow) =>
    setDraft({
      id: rule.id,
      kind: rule.kind,
      date_from: rule.date_from,
      date_to: rule.date_to,
      percent: String(rule.discount_percent),
      condition: String(rule.booked_by ?? rule.within_days ?? rule.min_nights ?? ''),
    });

  return (
    <section className="operator-card" aria-labelledby="discount-rules-heading">
      <h2 id="discount-rules-heading">{t('heading')}</h2>
      <p>{t('lead')}</p>
      {rules.data ? (
        <div className="operator-scroll">
          <table className="operator-table" data-testid="discount-rules">
            <thead>
              <tr>
                <th scope="col">{labels.kind}</th>
                <th scope="col">{t('condition')}</th>
                <th scope="col">{labels.date_from}</th>
                <th scope="col">{labels.date_to}</th>
                <th scope="col">{labels.discount_percent}</th>
                {canWrite && <th scope="col">{tp('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rules.data.rules.length === 0 && (
                <tr>
                  <td colSpan={canWrite ? 6 : 5}>{t('empty')}</td>
                </tr>
              )}
              {rules.data.rules.map((rule) => {
                const name = `${t(`kinds.${rule.kind}`)} ${formatShortDate(rule.date_from, lang)}`;
                return (
                  <tr key={rule.id}>
                    <td data-label={labels.kind}>
                      {t(`kinds.${rule.kind}`)}
                      {rule.imported && <span> ({tp('imported.tag')})</span>}
                    </td>
                    <td data-label={t('condition')}>{conditionOf(rule)}</td>
                    <td data-label={labels.date_from}>{formatShortDate(rule.date_from, lang)}</td>
                    <td data-label={labels.date_to}>{formatShortDate(rule.date_to, lang)}</td>
                    <td data-label={labels.discount_percent}>{formatPercent(rule.discount_percent, lang)}</td>
                    {canWrite && (
                      <td data-label={tp('actions')}>
                        {rule.imported ? '—' : <RowActions name={name} onEdit={() => edit(rule)} onDelete={() => void remove(rule.id)} />}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p role="status">{rules.error ? tp('unavailable') : tp('loading')}</p>
      )}
      {canWrite && (
        <>
          <h3>{draft.id === null ? t('add') : t('change')}</h3>
          <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
            <ErrorSummary errors={save.errors} labels={labels} idOf={(name) => `discount-rule-${name}`} attempt={save.attempt} />
            <FormField id="discount-rule-kind" label={labels.kind} error={save.errors.kind}>
              {(control) => (
                <select
                  {...control}
                  value={draft.kind}
                  onChange={(e) => setDraft({ ...draft, kind: e.target.value as DiscountRuleKind, condition: '' })}
                >
                  {DISCOUNT_RULE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id={`discount-rule-${conditionField}`}
              label={labels[conditionField]}
              hint={t(`hints.${draft.kind}`)}
              error={save.errors[conditionField]}
            >
              {(control) =>
                draft.kind === 'early_booking' ? (
                  <input
                    {...control}
                    type="date"
                    value={draft.condition}
                    onChange={(e) => setDraft({ ...draft, condition: e.target.value })}
                  />
                ) : (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={draft.kind === 'long_stay' ? 1 : 0}
                    max={365}
                    step={1}
                    value={draft.condition}
                    onChange={(e) => setDraft({ ...draft, condition: e.target.value })}
                  />
                )
              }
            </FormField>
            <DateField
              id="discount-rule-date_from"
              label={labels.date_from}
              error={save.errors.date_from}
              value={draft.date_from}
              onChange={(date_from) => setDraft({ ...draft, date_from })}
            />
            <DateField
              id="discount-rule-date_to"
              label={labels.date_to}
              hint={t('toHint')}
              error={save.errors.date_to}
              value={draft.date_to}
              onChange={(date_to) => setDraft({ ...draft, date_to })}
            />
            <PercentField
              id="discount-rule-discount_percent"
              label={labels.discount_percent}
              error={save.errors.discount_percent}
              value={draft.percent}
              onChange={(percent) => setDraft({ ...draft, percent })}
            />
            <EditorActions pending={save.pending} editing={draft.id !== null} onCancel={() => setDraft(EMPTY)}>
              {t('save')}
            </EditorActions>
          </form>
        </>
      )}
    </section>
  );
}
