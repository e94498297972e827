import type { Booking } from '../../contract/booking-api';
import { useT } from '../../i18n/use-t';
import { BookingCompany } from './booking-company';
import { formatPercent, formatPrice } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { useLanguage } from '../../components/layout/language-root';

// B2: who is paid and how (issue 28), when what is paid (the payment plan) and what cancelling costs (the tiers), in plain dates.
export function PaymentTerms({ booking }: { booking: Booking }) {
  const t = useT('booking');
  const lang = useLanguage();
  const { currency } = booking.price;
  return (
    <>
      <BookingCompany booking={booking} />
      <section className="booking-block" aria-labelledby="booking-plan-heading">
        <h2 id="booking-plan-heading">{t('plan.heading')}</h2>
        <ol className="booking-plan" data-testid="payment-plan">
          {booking.payment_plan.map((p) => (
            <li key={p.kind}>
              <span>{t(`plan.${p.kind}`)}</span> <span>{t('plan.due', { date: formatDate(p.due_date, lang) })}</span>{' '}
              <strong>{formatPrice(p.amount, lang, currency)}</strong>
            </li>
          ))}
        </ol>
        {booking.price.payable_at_base > 0 && (
          <p>{t('plan.atBase', { amount: formatPrice(booking.price.payable_at_base, lang, currency) })}</p>
        )}
      </section>
      <section className="booking-block" aria-labelledby="booking-cancel-heading">
        <h2 id="booking-cancel-heading">{t('cancellation.heading')}</h2>
        {booking.status === 'option' && <p>{t('cancellation.optionFree')}</p>}
        <ul>
          {booking.cancellation.tiers.map((tier) => (
            <li key={tier.until}>
              {t('cancellation.tier', { percent: formatPercent(tier.fee_percent, lang), date: formatDate(tier.until, lang) })}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
