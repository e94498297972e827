import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { ErrorSummary } from '../../components/form/error-summary';
import { fieldMessageText } from '../../components/form/field-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { replacePrices } from '../../api/operator-prices';
import { formatPrice } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { DAYS_PER_WEEK } from '../../contract/price-rules';
import type { SectionProps } from './section-props';
import { useSave } from './use-save';

interface Row {
  key: number;
  date_from: string;
  date_to: string;
  price: string;
}

const FIELDS = ['date_from', 'date_to', 'price_per_day'] as const;

/** The API's English refusal of the table as a whole (src/contract/operator-prices-api.ts), in the page's language. */
function periodsMessage(t: ReturnType<typeof useT>, tc: ReturnType<typeof useT>, message: string): string {
  const overlap = /^Period (\d+) .*overlaps period (\d+)/.exec(message);
  if (overlap) return t('periods.overlap', { row: overlap[1], other: overlap[2] });
  const reversed = /^Period (\d+) ends before it starts/.exec(message);
  if (reversed) return t('periods.reversed', { row: reversed[1] });
  return fieldMessageText(tc, message);
}

// Issue 27: the boat's season periods as a table of rows — first day, end day (not included, like a
// check-out), price per day and the week's price it makes; saved as a whole. The server refuses two rows
// sharing a day and names the row, which is marked here.
export function PeriodsSection({ token, yachtId, canWrite, data, reload }: SectionProps) {
  const t = useT('operator-prices');
  const tc = useT('common');
  const lang = useLanguage();
  const [rows, setRows] = useState<Row[]>(() =>
    data.periods.map((p, i) => ({ key: i, date_from: p.date_from, date_to: p.date_to, price: String(p.price_per_day) })),
  );
  const [nextKey, setNextKey] = useState(data.periods.length);
  const save = useSave();

  const fieldLabel = (i: number, field: (typeof FIELDS)[number]) =>
    `${t('periods.row', { n: i + 1 })}: ${t(field === 'date_from' ? 'periods.from' : field === 'date_to' ? 'periods.to' : 'periods.perDay')}`;
  // A row's own field (`periods.2.price_per_day`), or the whole table (`periods`: a row overlapping another,
  // named in the message).
  const labels = {
    periods: t('periods.heading'),
    ...Object.fromEntries(rows.flatMap((_, i) => FIELDS.map((f) => [`periods.${i}.${f}`, fieldLabel(i, f)]))),
  };
  const idOf = (name: string) => (name === 'periods' ? 'periods-table' : name.replaceAll('.', '-'));
  const set = (key: number, change: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const periods = rows.map((r) => ({
      date_from: r.date_from,
      date_to: r.date_to,
      price_per_day: r.price.trim() === '' ? Number.NaN : Number(r.price),
    }));
    if (await save.run(() => replacePrices(token, yachtId, { periods }), t('periods.saved'))) reload();
  };

  const add = () => {
    const last = rows[rows.length - 1];
    setRows([...rows, { key: nextKey, date_from: last?.date_to ?? '', date_to: '', price: last?.price ?? '' }]);
    setNextKey(nextKey + 1);
  };

  return (
    <section className="operator-card" aria-labelledby="periods-heading">
      <h2 id="periods-heading">{t('periods.heading')}</h2>
      <p>{t('periods.lead')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ErrorSummary errors={save.errors} labels={labels} idOf={idOf} attempt={save.attempt} />
        {save.errors.periods && (
          <p className="operator-prices__error" id="periods-error">
            {periodsMessage(t, tc, save.errors.periods)}
          </p>
        )}
        <div className="operator-scroll">
          <table
            className="operator-table"
            id="periods-table"
            data-testid="periods"
            aria-describedby={save.errors.periods ? 'periods-error' : undefined}
          >
            <thead>
              <tr>
                <th scope="col">{t('periods.from')}</th>
                <th scope="col">{t('periods.to')}</th>
                <th scope="col">{t('periods.perDay')}</th>
                <th scope="col">{t('periods.perWeek')}</th>
                {canWrite && <th scope="col">{t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={canWrite ? 5 : 4}>{t('periods.empty')}</td>
                </tr>
              )}
              {rows.map((row, i) => {
                const price = Number(row.price);
                const cell = (field: (typeof FIELDS)[number], control: (id: string, error: string | undefined) => React.ReactNode) => {
                  const name = `periods.${i}.${field}`;
                  const error = save.errors[name];
                  return (
                    <>
                      {control(idOf(name), error)}
                      {error && (
                        <span className="operator-prices__error" id={`${idOf(name)}-error`}>
                          {fieldMessageText(tc, error)}
                        </span>
                      )}
                    </>
                  );
                };
                const input = (field: 'date_from' | 'date_to', value: string) =>
                  cell(field, (id, error) =>
                    canWrite ? (
                      <input
                        id={id}
                        type="date"
                        aria-label={fieldLabel(i, field)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        value={value}
                        onChange={(e) => set(row.key, { [field]: e.target.value })}
                      />
                    ) : (
                      formatShortDate(value, lang)
                    ),
                  );
                return (
                  <tr key={row.key}>
                    <td data-label={t('periods.from')}>{input('date_from', row.date_from)}</td>
                    <td data-label={t('periods.to')}>{input('date_to', row.date_to)}</td>
                    <td data-label={t('periods.perDay')}>
                      {cell('price_per_day', (id, error) =>
                        canWrite ? (
                          <input
                            id={id}
                            type="number"
                            inputMode="numeric"
                            min={1}
                            step={1}
                            aria-label={fieldLabel(i, 'price_per_day')}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${id}-error` : undefined}
                            value={row.price}
                            onChange={(e) => set(row.key, { price: e.target.value })}
                          />
                        ) : (
                          formatPrice(price, lang)
                        ),
                      )}
                    </td>
                    <td data-label={t('periods.perWeek')} data-testid="per-week">
                      {Number.isFinite(price) && row.price !== '' ? formatPrice(price * DAYS_PER_WEEK, lang) : '—'}
                    </td>
                    {canWrite && (
                      <td data-label={t('actions')}>
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`${t('periods.remove')}: ${t('periods.row', { n: i + 1 })}`}
                          onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                        >
                          {t('periods.remove')}
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {canWrite && (
          <div className="operator-actions">
            <button type="button" className="button button--secondary" onClick={add}>
              {t('periods.add')}
            </button>
            <SubmitButton pending={save.pending}>{t('periods.save')}</SubmitButton>
          </div>
        )}
      </form>
    </section>
  );
}
