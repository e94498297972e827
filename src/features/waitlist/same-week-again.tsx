import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Booking } from '../../api/booking';
import { useHoldAgain } from '../../api/waitlist';
import { useLanguage } from '../../components/layout/language-root';
import { BOOKING_ERROR_CODES } from '../../contract/booking-constants';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { formatDay } from '../../lib/format-date';
import { stepTwoPagePath } from '../booking/booking-links';
import stylesUrl from './waitlist.css?url';

// Issue 28: step two after the hold lapsed puts the same boat and dates first. Free again: "hold it again"
// places a new option with the same details (POST /booking-access/{token}/hold-again) and opens its step
// two. Taken by someone else meanwhile: the waiting list's form, filled in with the booking's details.

const WaitlistForm = lazy(() => import('./waitlist-form').then((m) => ({ default: m.WaitlistForm })));

export function SameWeekAgain({
  booking,
  token,
  requested,
  frame,
}: {
  booking: Booking;
  token: string;
  requested: { available: boolean; total: number | null };
  frame: boolean;
}) {
  const t = useT('waitlist');
  const lang = useLanguage();
  const holdAgain = useHoldAgain();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<'taken' | 'failed' | null>(null);

  if (!requested.available || problem === 'taken') {
    return (
      <>
        {problem === 'taken' && (
          <p className="waitlist__problem" role="alert">
            {t('again.taken')}
          </p>
        )}
        <Suspense fallback={null}>
          <WaitlistForm
            slug={booking.yacht.slug}
            start={booking.date_start}
            end={booking.date_end}
            products={[booking.product]}
            maxPeople={booking.people}
            defaults={booking}
          />
        </Suspense>
      </>
    );
  }

  const again = async () => {
    if (sending) return;
    setSending(true);
    try {
      const placed = await holdAgain(token);
      await navigate(stepTwoPagePath(lang, frame, placed.access_token));
    } catch (err) {
      const code = err instanceof ApiError ? (err.body as { code?: unknown } | null)?.code : undefined;
      setProblem(code === BOOKING_ERROR_CODES.unavailable ? 'taken' : 'failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="waitlist" data-testid="same-week-again">
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <h3>{t('again.heading')}</h3>
      <p>
        {booking.yacht.name}, {formatDay(booking.date_start, lang)} – {formatDay(booking.date_end, lang)}
        {requested.total !== null && <>, {formatPrice(requested.total, lang, booking.price.currency)}</>}
      </p>
      {problem === 'failed' && (
        <p className="waitlist__problem" role="alert">
          {t('again.failed')}
        </p>
      )}
      <button type="button" className="button" onClick={() => void again()} disabled={sending} aria-busy={sending || undefined}>
        {t('again.button')}
      </button>
    </div>
  );
}
