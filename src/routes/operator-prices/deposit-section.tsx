import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { saveDeposit } from '../../api/operator-prices';
import { formatPrice } from '../../lib/format';
import { useLanguage } from '../../components/layout/language-root';
import type { SectionProps } from './section-props';
import { useSave } from './use-save';

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

// Issue 27: the deposit, and the damage waiver — the optional extra "Damage waiver (deposit insurance)" per
// day, paid at the base, which the boat page lists with the other extras (empty removes it).
export function DepositSection({ token, yachtId, canWrite, data, reload }: SectionProps) {
  const t = useT('operator-prices');
  const lang = useLanguage();
  const [deposit, setDeposit] = useState(String(data.yacht.deposit));
  const [waiver, setWaiver] = useState(data.damage_waiver_per_day === null ? '' : String(data.damage_waiver_per_day));
  const save = useSave();
  const labels = { deposit: t('deposit.deposit'), damage_waiver_per_day: t('deposit.waiver') };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { deposit: number(deposit), damage_waiver_per_day: waiver.trim() === '' ? null : number(waiver) };
    if (await save.run(() => saveDeposit(token, yachtId, body), t('saved'))) reload();
  };

  return (
    <section className="operator-card" aria-labelledby="deposit-heading">
      <h2 id="deposit-heading">{t('deposit.heading')}</h2>
      {canWrite ? (
        <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
          <ErrorSummary errors={save.errors} labels={labels} idOf={(name) => `deposit-${name}`} attempt={save.attempt} />
          <FormField id="deposit-deposit" label={labels.deposit} error={save.errors.deposit}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={deposit}
                onChange={(e) => setDeposit(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="deposit-damage_waiver_per_day"
            label={labels.damage_waiver_per_day}
            hint={t('deposit.waiverHint')}
            error={save.errors.damage_waiver_per_day}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={waiver}
                onChange={(e) => setWaiver(e.target.value)}
              />
            )}
          </FormField>
          <SubmitButton pending={save.pending}>{t('deposit.save')}</SubmitButton>
        </form>
      ) : (
        <dl className="operator-facts">
          <dt>{labels.deposit}</dt>
          <dd>{formatPrice(data.yacht.deposit, lang)}</dd>
          <dt>{labels.damage_waiver_per_day}</dt>
          <dd>{data.damage_waiver_per_day === null ? '—' : formatPrice(data.damage_waiver_per_day, lang)}</dd>
        </dl>
      )}
    </section>
  );
}
