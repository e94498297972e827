import type { Booking } from '../../contract/booking-api';
import { useT } from '../../i18n/use-t';
import { BookingCompany } from './booking-company';
import { formatPercent, formatPrice } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { useLanguage } from '../../components/layout/language-root';
import { languageOf, type LanguageCode } from '../../contract/languages';

// B2: who is paid and how (issue 28), when what is paid (the payment plan, each instalment due, received with
// the day the company received it, or overdue), the payments received, and what cancelling costs (the free
// window, then the scale as a share of the charter price), in plain dates.
export function PaymentTerms({ booking }: { booking: Booking }) {
  const t = useT('booking');
  const lang = useLanguage();
  const { currency } = booking.price;
  const money = (amount: number) => formatPrice(amount, lang, currency);
  const { cancellation } = booking;
  const freeUntil = cancellation.free_until;
  return (
    <>
      <BookingCompany booking={booking} />
      <section className="booking-block" aria-labelledby="booking-plan-heading">
        <h2 id="booking-plan-heading">{t('plan.heading')}</h2>
        <ol className="booking-plan" data-testid="payment-plan">
          {booking.payment_plan.map((p) => (
            <li key={p.kind} data-state={p.state}>
              <span>{t(`plan.${p.kind}`)}</span> <span>{t('plan.due', { date: formatDate(p.due_date, lang) })}</span>{' '}
              <strong>{money(p.amount)}</strong>{' '}
              <span className={`booking-plan__state booking-plan__state--${p.state}`} data-testid="instalment-state">
                {p.state === 'received' && p.received_on
                  ? t('plan.received', { date: formatDate(p.received_on, lang) })
                  : t(`plan.state.${p.state}`)}
              </span>
            </li>
          ))}
        </ol>
        {booking.payments.length > 0 && (
          <>
            <h3>{t('plan.paymentsHeading')}</h3>
            <ul data-testid="payments-received">
              {booking.payments.map((p, i) => (
                <li key={i}>{t(`plan.movement.${p.kind}`, { amount: money(p.amount), date: formatDate(p.received_on, lang) })}</li>
              ))}
            </ul>
            <p>{t('plan.receivedTotal', { amount: money(booking.received), of: money(booking.price.pay_now) })}</p>
          </>
        )}
        {booking.price.payable_at_base > 0 && <p>{t('plan.atBase', { amount: money(booking.price.payable_at_base) })}</p>}
      </section>
      <section className="booking-block" aria-labelledby="booking-cancel-heading">
        <h2 id="booking-cancel-heading">{t('cancellation.heading')}</h2>
        {booking.status === 'option' && <p>{t('cancellation.optionFree')}</p>}
        {cancellation.free_hours > 0 && <p>{t('cancellation.window', { hours: cancellation.free_hours })}</p>}
        {freeUntil && <p>{t('cancellation.freeUntil', { date: formatDateTime(freeUntil, lang) })}</p>}
        {/* "After that" follows the window's sentence; a company without a window has none to follow. */}
        <p>
          {t(cancellation.free_hours > 0 ? 'cancellation.scale' : 'cancellation.scaleNoWindow', {
            price: money(cancellation.charter_price),
          })}
        </p>
        <ul>
          {cancellation.tiers.map((tier) => (
            <li key={tier.until}>
              {t('cancellation.tier', {
                percent: formatPercent(tier.fee_percent, lang),
                amount: money(Math.floor((cancellation.charter_price * tier.fee_percent + 50) / 100)),
                date: formatDate(tier.until, lang),
              })}
            </li>
          ))}
        </ul>
        <p>{t('cancellation.refund')}</p>
      </section>
    </>
  );
}

/**
 * A moment in the reader's language, day and time (the free window ends at an hour, not a day), in UTC and
 * saying so: the server and the browser then write the same words whatever their time zones.
 */
function formatDateTime(iso: string, lang: LanguageCode): string {
  return (
    new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC'
  );
}
