import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { deleteOffer, saveOffer } from '../../api/operator-prices';
import { formatPercent } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { OFFER_KINDS, type OfferKind } from '../../contract/operator-prices-constants';
import type { SectionProps } from './section-props';
import { useSave } from './use-save';
import { DateField, EditorActions, PercentField, RowActions } from './row-editor';

interface Draft {
  id: number | null;
  kind: OfferKind;
  date_from: string;
  date_to: string;
  percent: string;
  featured: boolean;
}

const EMPTY: Draft = { id: null, kind: 'early-booking', date_from: '', date_to: '', percent: '', featured: false };

/** An offer's kind is the start of its slug ("last-minute-…"), as the site names its offers. */
const kindOf = (slug: string): OfferKind => OFFER_KINDS.find((k) => slug.startsWith(`${k}-`)) ?? 'special';

// Issue 27: the boat's discounts, the site's offers: a percentage off every charter whose days all lie inside
// the dates, titled by its kind (early booking, last minute, special) in the 12 languages.
export function OffersSection({ token, yachtId, canWrite, data, reload }: SectionProps) {
  const t = useT('operator-prices');
  const lang = useLanguage();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const save = useSave();
  const labels = { kind: t('offers.kind'), date_from: t('offers.from'), date_to: t('offers.to'), discount_percent: t('offers.percent') };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      kind: draft.kind,
      date_from: draft.date_from,
      date_to: draft.date_to,
      discount_percent: draft.percent.trim() === '' ? Number.NaN : Number(draft.percent),
      featured: draft.featured,
    };
    if (await save.run(() => saveOffer(token, yachtId, draft.id, body), t('saved'))) {
      setDraft(EMPTY);
      reload();
    }
  };

  const remove = async (id: number) => {
    if (await save.run(() => deleteOffer(token, yachtId, id), t('offers.deleted'))) reload();
  };

  return (
    <section className="operator-card" aria-labelledby="offers-heading">
      <h2 id="offers-heading">{t('offers.heading')}</h2>
      <p>{t('offers.lead')}</p>
      <div className="operator-scroll">
        <table className="operator-table" data-testid="offers">
          <thead>
            <tr>
              <th scope="col">{t('offers.title')}</th>
              <th scope="col">{labels.date_from}</th>
              <th scope="col">{labels.date_to}</th>
              <th scope="col">{labels.discount_percent}</th>
              {canWrite && <th scope="col">{t('actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {data.offers.length === 0 && (
              <tr>
                <td colSpan={canWrite ? 5 : 4}>{t('offers.empty')}</td>
              </tr>
            )}
            {data.offers.map((offer) => (
              <tr key={offer.id}>
                <td data-label={t('offers.title')}>{offer.title}</td>
                <td data-label={labels.date_from}>{formatShortDate(offer.date_from, lang)}</td>
                <td data-label={labels.date_to}>{formatShortDate(offer.date_to, lang)}</td>
                <td data-label={labels.discount_percent}>{formatPercent(offer.discount_percent, lang)}</td>
                {canWrite && (
                  <td data-label={t('actions')}>
                    <RowActions
                      name={offer.title}
                      onEdit={() =>
                        setDraft({
                          id: offer.id,
                          kind: kindOf(offer.slug),
                          date_from: offer.date_from,
                          date_to: offer.date_to,
                          percent: String(offer.discount_percent),
                          featured: offer.featured,
                        })
                      }
                      onDelete={() => void remove(offer.id)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canWrite && (
        <>
          <h3>{draft.id === null ? t('offers.add') : t('offers.change')}</h3>
          <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
            <ErrorSummary errors={save.errors} labels={labels} idOf={(name) => `offer-${name}`} attempt={save.attempt} />
            <FormField id="offer-kind" label={labels.kind} hint={t('offers.kindHint')} error={save.errors.kind}>
              {(control) => (
                <select {...control} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as OfferKind })}>
                  {OFFER_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`offers.kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <DateField
              id="offer-date_from"
              label={labels.date_from}
              error={save.errors.date_from}
              value={draft.date_from}
              onChange={(date_from) => setDraft({ ...draft, date_from })}
            />
            <DateField
              id="offer-date_to"
              label={labels.date_to}
              error={save.errors.date_to}
              value={draft.date_to}
              onChange={(date_to) => setDraft({ ...draft, date_to })}
            />
            <PercentField
              id="offer-discount_percent"
              label={labels.discount_percent}
              error={save.errors.discount_percent}
              value={draft.percent}
              onChange={(percent) => setDraft({ ...draft, percent })}
            />
            <label className="operator-check">
              <input type="checkbox" checked={draft.featured} onChange={(e) => setDraft({ ...draft, featured: e.target.checked })} />
              {t('offers.featured')}
            </label>
            <EditorActions pending={save.pending} editing={draft.id !== null} onCancel={() => setDraft(EMPTY)}>
              {t('offers.save')}
            </EditorActions>
          </form>
        </>
      )}
    </section>
  );
}
