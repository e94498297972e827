import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { ErrorSummary } from '../../components/form/error-summary';
import { fieldMessageText } from '../../components/form/field-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { copyPrices } from '../../api/operator-prices';
import type { SectionProps } from './section-props';
import { useSave } from './use-save';
import { DateField } from './row-editor';

// Issue 27, "copied to several boats at once": this boat's saved periods inside a range of dates become the
// periods of the chosen boats there (theirs in the range are replaced, the rest kept), all boats or none.
export function CopySection({ token, yachtId, data }: SectionProps) {
  const t = useT('operator-prices');
  const tc = useT('common');
  const [range, setRange] = useState({ date_from: '', date_to: '' });
  const [chosen, setChosen] = useState<number[]>([]);
  const save = useSave();
  // Issue 29: an imported boat's prices come from its fleet system; copying onto it would be refused.
  const others = data.boats.filter((b) => b.id !== yachtId && !b.imported);
  const labels = { date_from: t('copy.from'), date_to: t('copy.to'), yacht_ids: t('copy.boats') };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const inRange = (day: string) => range.date_from !== '' && range.date_to !== '' && day >= range.date_from && day <= range.date_to;
    // The periods clipped to the range: what this boat charges there is what the others will.
    const periods = data.periods
      .filter((p) => p.date_to > range.date_from && p.date_from < range.date_to)
      .map((p) => ({
        date_from: inRange(p.date_from) ? p.date_from : range.date_from,
        date_to: inRange(p.date_to) ? p.date_to : range.date_to,
        price_per_day: p.price_per_day,
      }));
    await save.run(() => copyPrices(token, { ...range, yacht_ids: chosen, periods }), t('copy.done', { count: chosen.length }));
  };

  return (
    <section className="operator-card" aria-labelledby="copy-heading">
      <h2 id="copy-heading">{t('copy.heading')}</h2>
      <p>{t('copy.lead')}</p>
      {others.length === 0 ? (
        <p>{t('copy.noBoats')}</p>
      ) : (
        <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
          <ErrorSummary errors={save.errors} labels={labels} idOf={(name) => `copy-${name}`} attempt={save.attempt} />
          <DateField
            id="copy-date_from"
            label={labels.date_from}
            error={save.errors.date_from}
            value={range.date_from}
            onChange={(date_from) => setRange({ ...range, date_from })}
          />
          <DateField
            id="copy-date_to"
            label={labels.date_to}
            hint={t('copy.toHint')}
            error={save.errors.date_to}
            value={range.date_to}
            onChange={(date_to) => setRange({ ...range, date_to })}
          />
          <fieldset id="copy-yacht_ids">
            <legend>{labels.yacht_ids}</legend>
            <div className="operator-prices__choices">
              {others.map((boat) => (
                <label key={boat.id}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(boat.id)}
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, boat.id] : chosen.filter((id) => id !== boat.id))}
                  />
                  {boat.name}
                </label>
              ))}
            </div>
            {save.errors.yacht_ids && <span className="operator-prices__error">{fieldMessageText(tc, save.errors.yacht_ids)}</span>}
          </fieldset>
          <SubmitButton pending={save.pending}>{t('copy.submit')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
