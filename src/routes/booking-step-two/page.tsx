import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { BookingPending } from '../../features/booking/booking-pending';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { useBooking, useBookingWrites } from '../../api/booking';
import { BOOKING_ERROR_CODES, isReservation } from '../../contract/booking-constants';
import { ApiError } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { BookingSummary } from '../../features/booking/booking-summary';
import { PaymentTerms } from '../../features/booking/payment-terms';
import { HoldCountdown } from '../../features/booking/hold-countdown';
import { BookingAlternatives } from '../../features/booking/booking-alternatives';
import { SameWeekAgain } from '../../features/waitlist/same-week-again';
import { thankYouPath } from '../../features/booking/booking-links';
import { postConfirmed } from '../../features/booking/frame-message';
import { notify } from '../../features/toast/toast-store';
import { tokenOf } from './data';
import { BookingStylesheet } from '../../features/booking/booking-stylesheet';
import { SubmitButton } from '../../components/form/submit-button';
import { ErrorSummary } from '../../components/form/error-summary';
import { fieldMessageText } from '../../components/form/field-messages';
import { describedBy } from '../../components/form/form-field';
import { useAppState } from '../../app-state-context';

// B2, step two: every line again, the payment plan, the cancellation terms, the time left on the hold and
// the terms to accept. Confirm is safe to press twice or retry (the server confirms once); while it is
// sent the button is disabled. When the hold ran out or the boat was taken, the page says so plainly and
// offers the server's alternatives.
// Without JavaScript the form posts to this URL (server/bookings/booking-posts.ts, issue 30 item 1): the
// server confirms and answers with the thank-you page, or renders this page again with the refusal.

type Problem = 'expired' | 'cancelled' | null;

export default function DetailsFinalPage({ route }: PageProps) {
  const t = useT('booking');
  const common = useT('common');
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const frame = route.layout === 'iframe';
  const token = tokenOf(location.pathname.split('/').pop()) ?? '';
  const { booking, error, mutate } = useBooking(token);
  const writes = useBookingWrites();
  const outcome = useAppState().formOutcome;
  const posted = outcome?.form === 'bookingConfirm' ? outcome : undefined;
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem>(() =>
    posted?.message === BOOKING_ERROR_CODES.optionExpired
      ? 'expired'
      : posted?.message === BOOKING_ERROR_CODES.cancelled
        ? 'cancelled'
        : null,
  );
  const [termsError, setTermsError] = useState(posted?.errors?.terms_accepted !== undefined);
  const [attempt, setAttempt] = useState(posted?.errors ? 1 : 0);
  const expire = useCallback(() => setProblem((p) => p ?? 'expired'), []);

  if (!booking) return <BookingPending route={route} failed={error !== undefined} />;
  const status: Problem = problem ?? (booking.status === 'expired' ? 'expired' : booking.status === 'cancelled' ? 'cancelled' : null);

  const confirm = async () => {
    if (sending) return;
    if (!accepted) {
      setTermsError(true);
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      const done = await writes.confirm(token);
      mutate(done);
      postConfirmed(frame, done);
      notify('success', t('confirm.done'));
      await navigate(thankYouPath(lang, frame, token));
    } catch (err) {
      setSending(false);
      const code = err instanceof ApiError && err.body && typeof err.body === 'object' && 'code' in err.body ? err.body.code : null;
      if (code === BOOKING_ERROR_CODES.optionExpired) setProblem('expired');
      else if (code === BOOKING_ERROR_CODES.cancelled) setProblem('cancelled');
      // A lost answer: the button is enabled again and pressing it is safe (the confirmation is idempotent).
      else notify('error', t('errors.network'));
    }
  };

  if (isReservation(booking.status) && !sending) {
    return (
      <div className="booking-page">
        <BookingStylesheet />
        <PageIntro route={route} />
        <p className="booking-notice">{t('confirm.already')}</p>
        <a className="button" href={thankYouPath(lang, frame, token)}>
          {t('confirm.toThankYou')}
        </a>
      </div>
    );
  }

  return (
    <div className="booking-page">
      <BookingStylesheet />
      <PageIntro route={route} />
      {status === null && booking.expires_at && (
        <HoldCountdown expiresAt={booking.expires_at} serverTime={booking.server_time} onExpired={expire} />
      )}
      {status !== null && (
        <>
          <div role="alert" className="booking-notice booking-notice--problem">
            <p>{t(status === 'expired' ? 'changed.expired' : 'changed.cancelled')}</p>
          </div>
          <BookingAlternatives
            slug={booking.yacht.slug}
            start={booking.date_start}
            end={booking.date_end}
            lang={lang}
            frame={frame}
            lead={
              status === 'expired'
                ? (requested) => <SameWeekAgain booking={booking} token={token} requested={requested} frame={frame} />
                : undefined
            }
          />
        </>
      )}
      <BookingSummary booking={booking} />
      <PaymentTerms booking={booking} />
      {status === null && (
        <form
          className="booking-confirm"
          method="post"
          action={location.pathname}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <ErrorSummary
            errors={termsError ? { terms: 'terms' } : {}}
            labels={{ terms: t('confirm.terms') }}
            idOf={() => 'booking-terms'}
            attempt={attempt}
          />
          <label className="booking-check">
            <input
              id="booking-terms"
              type="checkbox"
              name="terms_accepted"
              value="yes"
              checked={accepted}
              aria-invalid={termsError || undefined}
              aria-describedby={describedBy('booking-terms', { error: termsError })}
              onChange={(e) => {
                setAccepted(e.target.checked);
                setTermsError(false);
              }}
            />{' '}
            {t('confirm.accept')}{' '}
            <a href={`/${lang}/terms`} target={frame ? '_blank' : undefined} rel={frame ? 'noopener' : undefined}>
              {t('confirm.terms')}
            </a>
          </label>
          {termsError && (
            <p id="booking-terms-error" className="booking-error">
              {fieldMessageText(common, 'terms')}
            </p>
          )}
          <div className="booking-bar">
            <p className="booking-bar__total">
              <span>{t('price.total')}</span> <strong>{formatPrice(booking.price.total, lang, booking.price.currency)}</strong>
            </p>
            <SubmitButton pending={sending} className="button booking-bar__go">
              {t('actions.confirm')}
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
