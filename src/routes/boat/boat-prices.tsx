import { useT } from '../../i18n/use-t';
import type { PeriodPrice } from '../../api/yacht-period-prices';
import type { DailyPrice } from '../../api/yacht-daily-prices';
import { formatPrice } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { useLanguage } from '../../components/layout/language-root';
import { TableBox } from './table-box';
import { dailyRuns } from './daily-runs';

// C7: the season prices, by day ascending (A6), and the daily prices with availability as runs of days
// with one price and status (daily-runs.ts; none when the API has none for the boat: A6's 404).

export function BoatPrices({ periods, daily }: { periods: readonly PeriodPrice[]; daily: readonly DailyPrice[] }) {
  const t = useT('boat');
  const lang = useLanguage();
  const day = (iso: string) => formatShortDate(iso, lang);
  return (
    <>
      <section className="boat-section" aria-labelledby="boat-periods">
        <h2 id="boat-periods">{t('prices.periodHeading')}</h2>
        {periods.length === 0 ? (
          <p>{t('prices.periodNone')}</p>
        ) : (
          <TableBox label={t('prices.periodHeading')}>
            <table className="boat-table" data-testid="period-prices">
              <thead>
                <tr>
                  <th scope="col">{t('prices.from')}</th>
                  <th scope="col">{t('prices.to')}</th>
                  <th scope="col">{t('prices.perDay')}</th>
                  <th scope="col">{t('prices.perWeek')}</th>
                </tr>
              </thead>
              <tbody>
                {periods.map((p) => (
                  <tr key={p.day}>
                    <td>{day(p.day)}</td>
                    <td>{day(p.date_to)}</td>
                    <td>{formatPrice(p.price_per_day, lang)}</td>
                    <td>{formatPrice(p.price_per_week, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </section>
      <section className="boat-section" aria-labelledby="boat-daily">
        <h2 id="boat-daily">{t('prices.dailyHeading')}</h2>
        {daily.length === 0 ? (
          <p data-testid="daily-none">{t('prices.dailyNone')}</p>
        ) : (
          <TableBox label={t('prices.dailyCaption')}>
            <table className="boat-table" data-testid="daily-prices">
              <caption>{t('prices.dailyCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('prices.from')}</th>
                  <th scope="col">{t('prices.to')}</th>
                  <th scope="col">{t('prices.perDay')}</th>
                  <th scope="col">{t('prices.status')}</th>
                </tr>
              </thead>
              <tbody>
                {dailyRuns(daily).map((run) => (
                  <tr key={run.from} className={run.available ? undefined : 'boat-table__taken'}>
                    <td>{day(run.from)}</td>
                    <td>{day(run.until)}</td>
                    <td>{run.price === null ? t('prices.noPrice') : formatPrice(run.price, lang)}</td>
                    <td>{run.available ? t('prices.free') : t('prices.taken')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </section>
    </>
  );
}
