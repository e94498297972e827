import { useT } from '../../i18n/use-t';
import type { YachtDetail } from '../../api/yacht';
import { formatPrice } from '../../lib/format';
import { useLanguage } from '../../components/layout/language-root';
import { TableBox } from './table-box';

// C8: the extras as price items: price with its unit, the weekly figure (per day and per night ×7), and
// whether each is obligatory and paid at the base. Then the deposit and the check-in/out rules. On a phone
// each extra is a block of its own with the column's name before each figure (boat.css, issue 30 item 11):
// four columns in 390 px cut the conditions off.

export function BoatExtras({ boat }: { boat: YachtDetail }) {
  const t = useT('boat');
  const lang = useLanguage();
  const weekday = (d: number) => t(`terms.weekdays.${d}`);
  return (
    <>
      <section className="boat-section" aria-labelledby="boat-extras">
        <h2 id="boat-extras">{t('extras.heading')}</h2>
        {boat.extras.length === 0 ? (
          <p>{t('extras.none')}</p>
        ) : (
          <TableBox label={t('extras.heading')}>
            <table className="boat-table boat-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t('extras.item')}</th>
                  <th scope="col">{t('extras.price')}</th>
                  <th scope="col">{t('extras.perWeek')}</th>
                  <th scope="col">{t('extras.terms')}</th>
                </tr>
              </thead>
              <tbody>
                {boat.extras.map((e) => (
                  <tr key={e.id} data-obligatory={e.obligatory}>
                    <th scope="row">{e.name}</th>
                    <td data-label={t('extras.price')}>
                      {formatPrice(e.price, lang)} {t(`extras.units.${e.unit}`)}
                    </td>
                    <td data-label={t('extras.perWeek')}>{formatPrice(e.per_week_price, lang)}</td>
                    <td data-label={t('extras.terms')}>
                      <span className={e.obligatory ? 'boat-tag boat-tag--strong' : 'boat-tag'}>
                        {e.obligatory ? t('extras.obligatory') : t('extras.optional')}
                      </span>{' '}
                      <span className="boat-tag">{e.payable_at_base ? t('extras.atBase') : t('extras.withBooking')}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </section>
      <section className="boat-section" aria-labelledby="boat-terms">
        <h2 id="boat-terms">{t('terms.heading')}</h2>
        <dl className="boat-specs">
          <div className="boat-specs__row">
            <dt>{t('terms.deposit')}</dt>
            <dd>{formatPrice(boat.deposit, lang)}</dd>
          </div>
          <div className="boat-specs__row">
            <dt>{t('terms.checkIn')}</dt>
            <dd>{t('terms.checkInValue', { day: weekday(boat.check_in_day), time: boat.check_in_time })}</dd>
          </div>
          <div className="boat-specs__row">
            <dt>{t('terms.checkOut')}</dt>
            <dd>{t('terms.checkOutValue', { day: weekday(boat.check_in_day), time: boat.check_out_time })}</dd>
          </div>
          {/* Issue 27: a minimum of one night is no rule worth a line (every charter meets it). */}
          {boat.min_nights > 1 && (
            <div className="boat-specs__row" data-testid="min-nights">
              <dt>{t('terms.minNights')}</dt>
              <dd>{t('terms.minNightsValue', { count: boat.min_nights })}</dd>
            </div>
          )}
        </dl>
      </section>
    </>
  );
}
