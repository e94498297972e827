import { useLanguage } from '../../components/layout/language-root';
import { AppLink } from '../../components/app-link';
import { useT } from '../../i18n/use-t';
import { useOwnBookings } from '../../api/own-bookings';
import { boatPath } from '../../lib/boat-path';
import { bookingPagePath } from '../../contract/booking-constants';
import { formatShortDate } from '../../lib/format-date';

// U6 bookings: reference, boat, dates and status of each (GET /bookings, newest first), each linking to
// the booking's own page (B2, B4), where its payment plan, calendar file and cancellation are.
export function BookingsList({ token }: { token: string }) {
  const t = useT('dashboard');
  const lang = useLanguage();
  const { bookings, error } = useOwnBookings(token);
  const format = (iso: string) => formatShortDate(iso, lang);

  if (error) return <p>{t('bookings.failed')}</p>;
  if (!bookings) return <p aria-busy="true">{t('loading')}</p>;
  if (bookings.length === 0) return <p>{t('bookings.none')}</p>;
  return (
    <ul className="dashboard__bookings">
      {bookings.map((b) => (
        <li key={b.reference} className="dashboard__booking">
          <p className="dashboard__booking-boat">
            <AppLink to={boatPath(lang, b.yacht)}>{b.yacht.name}</AppLink>
          </p>
          <dl className="dashboard__booking-facts">
            <div>
              <dt>{t('bookings.reference')}</dt>
              <dd>{b.reference}</dd>
            </div>
            <div>
              <dt>{t('bookings.dates')}</dt>
              <dd>
                {format(b.date_start)} – {format(b.date_end)}
              </dd>
            </div>
            <div>
              <dt>{t('bookings.status')}</dt>
              <dd className={`dashboard__status dashboard__status--${b.status}`}>{t(`bookings.statuses.${b.status}`)}</dd>
            </div>
          </dl>
          <p>
            <AppLink to={`/${lang}/${bookingPagePath(b.access_token)}`}>{t('bookings.open')}</AppLink>
          </p>
        </li>
      ))}
    </ul>
  );
}
