import type { Booking } from '../../contract/booking-api';
import { useT } from '../../i18n/use-t';
import { PriceTable } from './price-table';
import { formatDay } from '../../lib/format-date';
import { useLanguage } from '../../components/layout/language-root';

// Every line of a booking again (B2, thank-you, the booking's page): boat, dates, product, people, who.
export function BookingSummary({ booking }: { booking: Booking }) {
  const t = useT('booking');
  const lang = useLanguage();
  const row = (label: string, value: string) => (
    <div className="booking-facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="booking-block" aria-labelledby="booking-summary-heading">
      <h2 id="booking-summary-heading">{t('summary.heading')}</h2>
      {booking.fleet_system && (
        // Issue 29: the company's fleet system has not confirmed the hold (or refused it): said before anything else.
        <p className={booking.fleet_system === 'refused' ? 'booking-notice booking-notice--problem' : 'booking-notice'} role="status">
          {t(`fleet.${booking.fleet_system}`)}
        </p>
      )}
      <dl className="booking-facts">
        {row(t('summary.reference'), booking.reference)}
        {row(t('summary.boat'), booking.yacht.name)}
        {row(t('summary.checkIn'), formatDay(booking.date_start, lang))}
        {row(t('summary.checkOut'), formatDay(booking.date_end, lang))}
        {row(t('summary.product'), t(`product.${booking.product}`))}
        {row(t('summary.people'), String(booking.people))}
        {row(t('summary.name'), `${booking.first_name} ${booking.last_name}`)}
        {row(t('summary.email'), booking.email)}
        {row(t('summary.phone'), booking.phone)}
      </dl>
      <PriceTable price={booking.price} discountPercent={booking.quote.discount_percent} discountKind={booking.quote.discount_kind} />
    </section>
  );
}
