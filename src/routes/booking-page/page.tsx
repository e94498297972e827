import { useState } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { BookingPending } from '../../features/booking/booking-pending';
import { useAppState } from '../../app-state-context';
import { useT } from '../../i18n/use-t';
import { useBooking, useBookingWrites } from '../../api/booking';
import { bookingCalendarUrl, bookingInvoicePath, isReservation } from '../../contract/booking-constants';
import { formatPrice } from '../../lib/format';
import { CancelCost } from '../../features/booking/cancel-cost';
import { useLanguage } from '../../components/layout/language-root';
import { BookingSummary } from '../../features/booking/booking-summary';
import { PaymentTerms } from '../../features/booking/payment-terms';
import { notify } from '../../features/toast/toast-store';
import { BookingStylesheet } from '../../features/booking/booking-stylesheet';

// A booking's own page (issue 12): its status and lines, and cancelling under the terms after a
// confirmation that names the fee, the rule and the refund (issue 28; the server decides them; cancelling
// twice is harmless).
export default function BookingPage({ route }: PageProps) {
  const t = useT('booking');
  const lang = useLanguage();
  const { config } = useAppState();
  const location = useLocation();
  const token = location.pathname.split('/').pop() ?? '';
  const { booking, error, mutate } = useBooking(token);
  const writes = useBookingWrites();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  if (!booking) return <BookingPending route={route} failed={error !== undefined} />;
  const today = booking.cancellation.today;
  const money = (amount: number) => formatPrice(amount, lang, booking.price.currency);

  const cancel = async () => {
    setSending(true);
    try {
      mutate(await writes.cancel(token));
      setAsking(false);
      notify('success', t('own.cancelled'));
    } catch {
      notify('error', t('errors.network'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="booking-page">
      <BookingStylesheet />
      <PageIntro route={route} />
      <p className="booking-status" data-testid="booking-status">
        {t('own.status')} <strong>{t(`status.${booking.status}`)}</strong>
      </p>
      <BookingSummary booking={booking} />
      <PaymentTerms booking={booking} />
      {isReservation(booking.status) && (
        <p className="booking-actions">
          <a href={bookingCalendarUrl(config.apiBase, token)} download={`${booking.reference}.ics`}>
            {t('thanks.calendar')}
          </a>{' '}
          <a href={`/${lang}/${bookingInvoicePath(token)}`}>{t('invoice.link')}</a>
        </p>
      )}
      {(booking.status === 'option' || isReservation(booking.status)) && today.allowed && (
        <section className="booking-block" aria-labelledby="booking-cancel-now">
          <h2 id="booking-cancel-now">{t('own.cancelHeading')}</h2>
          <CancelCost booking={booking} />
          {!asking ? (
            <button type="button" className="button button--plain" onClick={() => setAsking(true)}>
              {t('own.cancel')}
            </button>
          ) : (
            <div role="group" aria-label={t('own.cancelHeading')} className="booking-actions">
              <p>{t('own.cancelSure')}</p>
              <button type="button" className="button" disabled={sending} onClick={() => void cancel()}>
                {t('own.cancelYes')}
              </button>{' '}
              <button type="button" className="button button--plain" onClick={() => setAsking(false)}>
                {t('own.cancelNo')}
              </button>
            </div>
          )}
        </section>
      )}
      {isReservation(booking.status) && !today.allowed && <p>{t('own.cancelTooLate')}</p>}
      {booking.status === 'cancelled' && booking.cancellation.fee_charged !== null && (
        <p data-testid="cancelled-cost">
          {t('own.cancelledCost', { fee: money(booking.cancellation.fee_charged), refund: money(booking.cancellation.refund_due ?? 0) })}
        </p>
      )}
    </div>
  );
}
