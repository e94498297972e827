import { useLocation } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { BookingPending } from '../../features/booking/booking-pending';
import { useLanguage } from '../../components/layout/language-root';
import { useAppState } from '../../app-state-context';
import { useT } from '../../i18n/use-t';
import { useBooking } from '../../api/booking';
import { bookingCalendarUrl, bookingInvoicePath } from '../../contract/booking-constants';
import { BookingSummary } from '../../features/booking/booking-summary';
import { PaymentTerms } from '../../features/booking/payment-terms';
import { bookingOwnPath } from '../../features/booking/booking-links';
import { useAccount } from '../../features/account/use-account';
import { openAccountDialog } from '../../features/account/open-account-dialog';
import { useEnhanced } from '../../features/calendar/use-enhanced';
import { BookingStylesheet } from '../../features/booking/booking-stylesheet';

// B2: the reference, the summary, the payment plan, what happens next and the booking in the visitor's
// calendar (.ics from the server).
export default function ThankYouPage({ route }: PageProps) {
  const t = useT('booking');
  const lang = useLanguage();
  const { config } = useAppState();
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('ref') ?? '';
  const { booking, error } = useBooking(token);
  const account = useAccount();
  const enhanced = useEnhanced();
  if (!booking) return <BookingPending route={route} failed={error !== undefined} />;
  const frame = route.layout === 'iframe';
  return (
    <div className="booking-page">
      <BookingStylesheet />
      <PageIntro route={route} />
      <p className="booking-reference">
        {t('thanks.reference')} <strong data-testid="booking-reference">{booking.reference}</strong>
      </p>
      <section className="booking-block" aria-labelledby="booking-next-heading">
        <h2 id="booking-next-heading">{t('thanks.nextHeading')}</h2>
        <ol>
          <li>{t('thanks.nextMail', { email: booking.email })}</li>
          <li>{t('thanks.nextPay')}</li>
          <li>{t('thanks.nextBase')}</li>
        </ol>
        <p className="booking-actions">
          <a className="button" href={bookingCalendarUrl(config.apiBase, token)} download={`${booking.reference}.ics`}>
            {t('thanks.calendar')}
          </a>{' '}
          <a href={bookingOwnPath(lang, token)} target={frame ? '_blank' : undefined} rel={frame ? 'noopener' : undefined}>
            {t('thanks.ownPage')}
          </a>{' '}
          <a href={`/${lang}/${bookingInvoicePath(token)}`} target={frame ? '_blank' : undefined} rel={frame ? 'noopener' : undefined}>
            {t('invoice.link')}
          </a>
        </p>
      </section>
      {enhanced && !account.token && (
        <section className="booking-block" aria-labelledby="booking-account-heading">
          <h2 id="booking-account-heading">{t('thanks.accountHeading')}</h2>
          <p>{t('thanks.accountText', { email: booking.email })}</p>
          <button type="button" className="button" onClick={() => openAccountDialog({ mode: 'register', email: booking.email })}>
            {t('thanks.accountButton')}
          </button>
        </section>
      )}
      <BookingSummary booking={booking} />
      <PaymentTerms booking={booking} />
    </div>
  );
}
