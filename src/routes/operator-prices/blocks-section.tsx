import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { createBlock, deleteBlock, useBoatBlocks } from '../../api/operator-blocks';
import { formatShortDate } from '../../lib/format-date';
import { BLOCK_REASONS, type BlockReason } from '../../contract/operator-prices-constants';
import { useSave } from './use-save';
import { DateField } from './row-editor';

const EMPTY = { date_from: '', date_to: '', reason: 'maintenance' as BlockReason, note: '' };

// Issue 27, "Blocks": days the boat is out of service or used by its owner. The public search and boat page
// hide them at once; days already held by a booking or another block are refused (a 409, told in a toast).
export function BlocksSection({ token, yachtId, canWrite }: { token: string; yachtId: number; canWrite: boolean }) {
  const t = useT('operator-prices');
  const lang = useLanguage();
  const blocks = useBoatBlocks(token, yachtId);
  const [form, setForm] = useState(EMPTY);
  const save = useSave();
  const labels = { date_from: t('blocks.from'), date_to: t('blocks.to'), reason: t('blocks.reason'), note: t('blocks.note') };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await save.run(() => createBlock(token, yachtId, form), t('blocks.added'))) {
      setForm(EMPTY);
      void blocks.mutate();
    }
  };
  const remove = async (id: number) => {
    if (await save.run(() => deleteBlock(token, yachtId, id), t('blocks.removed'))) void blocks.mutate();
  };

  return (
    <section className="operator-card" aria-labelledby="blocks-heading">
      <h2 id="blocks-heading">{t('blocks.heading')}</h2>
      <p>{t('blocks.lead')}</p>
      {blocks.data ? (
        <div className="operator-scroll">
          <table className="operator-table" data-testid="blocks">
            <thead>
              <tr>
                <th scope="col">{labels.date_from}</th>
                <th scope="col">{labels.date_to}</th>
                <th scope="col">{labels.reason}</th>
                <th scope="col">{labels.note}</th>
                <th scope="col">{t('blocks.by')}</th>
                {canWrite && <th scope="col">{t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {blocks.data.blocks.length === 0 && (
                <tr>
                  <td colSpan={canWrite ? 6 : 5}>{t('blocks.empty')}</td>
                </tr>
              )}
              {blocks.data.blocks.map((block) => (
                <tr key={block.id}>
                  <td data-label={labels.date_from}>{formatShortDate(block.date_from, lang)}</td>
                  <td data-label={labels.date_to}>{formatShortDate(block.date_to, lang)}</td>
                  <td data-label={labels.reason}>{t(`blocks.reasons.${block.reason}`)}</td>
                  <td data-label={labels.note}>{block.note || '—'}</td>
                  <td data-label={t('blocks.by')}>{block.created_by ?? '—'}</td>
                  {canWrite && (
                    <td data-label={t('actions')}>
                      {/* Issue 29: a hold of the fleet system is released there; the next sync frees its days. */}
                      {block.imported ? (
                        '—'
                      ) : (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`${t('blocks.remove')}: ${formatShortDate(block.date_from, lang)}`}
                          onClick={() => void remove(block.id)}
                        >
                          {t('blocks.remove')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p role="status">{blocks.error ? t('unavailable') : t('loading')}</p>
      )}
      {canWrite && (
        <>
          <h3>{t('blocks.add')}</h3>
          <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
            <ErrorSummary errors={save.errors} labels={labels} idOf={(name) => `block-${name}`} attempt={save.attempt} />
            <DateField
              id="block-date_from"
              label={labels.date_from}
              error={save.errors.date_from}
              value={form.date_from}
              onChange={(date_from) => setForm({ ...form, date_from })}
            />
            <DateField
              id="block-date_to"
              label={labels.date_to}
              hint={t('blocks.toHint')}
              error={save.errors.date_to}
              value={form.date_to}
              onChange={(date_to) => setForm({ ...form, date_to })}
            />
            <FormField id="block-reason" label={labels.reason} error={save.errors.reason}>
              {(control) => (
                <select {...control} value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value as BlockReason })}>
                  {BLOCK_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`blocks.reasons.${reason}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="block-note" label={labels.note} error={save.errors.note}>
              {(control) => (
                <input {...control} maxLength={500} value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} />
              )}
            </FormField>
            <SubmitButton pending={save.pending}>{t('blocks.submit')}</SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
