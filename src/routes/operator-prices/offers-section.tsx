import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { deleteOffer, saveOffer } from '../../api/operator-prices';
import { formatPercent } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { OFFER_KINDS, type OfferKind } from '../../contract/operator-prices-constants';
import type { SectionProps } from './section-props';
import { useSave } from './use-save';

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
                    <div className="operator-actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={`${t('edit')}: ${offer.title}`}
                        onClick={() =>
                          setDraft({
                            id: offer.id,
                            kind: kindOf(offer.slug),
                            date_from: offer.date_from,
                            date_to: offer.date_to,
                            percent: String(offer.discount_percent),
                            featured: offer.featured,
                          })
                        }
                      >
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={`${t('delete')}: ${offer.title}`}
                        onClick={() => void remove(offer.id)}
                      >
                        {t('delete')}
                      </button>
                    </div>
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
            <FormField id="offer-date_from" label={labels.date_from} error={save.errors.date_from}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={draft.date_from}
                  onChange={(e) => setDraft({ ...draft, date_from: e.target.value })}
                />
              )}
            </FormField>
            <FormField id="offer-date_to" label={labels.date_to} error={save.errors.date_to}>
              {(control) => (
                <input {...control} type="date" value={draft.date_to} onChange={(e) => setDraft({ ...draft, date_to: e.target.value })} />
              )}
            </FormField>
            <FormField id="offer-discount_percent" label={labels.discount_percent} error={save.errors.discount_percent}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={90}
                  step={1}
                  value={draft.percent}
                  onChange={(e) => setDraft({ ...draft, percent: e.target.value })}
                />
              )}
            </FormField>
            <label className="operator-check">
              <input type="checkbox" checked={draft.featured} onChange={(e) => setDraft({ ...draft, featured: e.target.checked })} />
              {t('offers.featured')}
            </label>
            <div className="operator-actions">
              <SubmitButton pending={save.pending}>{t('offers.save')}</SubmitButton>
              {draft.id !== null && (
                <button type="button" className="button button--secondary" onClick={() => setDraft(EMPTY)}>
                  {t('cancel')}
                </button>
              )}
            </div>
          </form>
        </>
      )}
    </section>
  );
}
