import { PageIntro } from '../../components/page-intro';
import { useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { AppLink } from '../../components/app-link';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { useOperatorBooking } from '../../api/operator-booking';
import { ApiError } from '../../lib/api-client';
import { formatShortDate } from '../../lib/format-date';
import { formatPrice } from '../../lib/format';
import { languageOf } from '../../contract/languages';
import type { OperatorMe } from '../../contract/operator-api';
import type { OperatorBooking } from '../../contract/operator-bookings-api';
import { BookingActionsSection } from './actions-section';
import { HistorySection } from './history-section';
import { RecordPayment } from '../../features/operator/payments/record-payment';

// Issue 27: /{lang}/operator/bookings/{reference} — the customer, boat, days, price and payment plan, the
// state (with the hold's end, or who ended it and why), the history of every change with the staff's names,
// and the actions the caller's role allows. Another company's booking is "not found", as the API answers.
export default function OperatorBookingPage({ route }: PageProps) {
  const t = useT('operator-bookings');
  const reference = useParams().reference ?? '';
  return (
    <>
      <PageIntro route={route} values={{ reference }}>
        <p className="page-intro__lead">
          <strong>{reference}</strong> · <AppLink to={`/${useLanguage()}/operator/bookings`}>{t('booking.back')}</AppLink>
        </p>
      </PageIntro>
      <ConsoleFrame>{({ token, me }) => <BookingView token={token} me={me} reference={reference} />}</ConsoleFrame>
    </>
  );
}

function BookingView({ token, me, reference }: { token: string; me: OperatorMe; reference: string }) {
  const t = useT('operator-bookings');
  const one = useOperatorBooking(token, reference);
  if (!one.data) {
    if (one.error instanceof ApiError && one.error.status === 404) return <p role="alert">{t('booking.notFound')}</p>;
    return <p role={one.error ? 'alert' : 'status'}>{one.error ? t('unavailable') : t('loading')}</p>;
  }
  const data = one.data;
  return (
    <div className="operator-grid">
      <Facts data={data} />
      <div className="operator-column">
        <BookingActionsSection token={token} me={me} data={data} onChanged={(next) => void one.mutate(next, { revalidate: false })} />
        <RecordPayment token={token} reference={reference} canRecord={me.operator.role !== 'agent'} onRecorded={() => void one.mutate()} />
      </div>
      <HistorySection history={data.history} />
    </div>
  );
}

function Facts({ data }: { data: OperatorBooking }) {
  const t = useT('operator-bookings');
  const tb = useT('booking');
  const lang = useLanguage();
  const { booking } = data;
  const time = new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (n: number) => formatPrice(n, lang, booking.price.currency);
  const ended = booking.status === 'cancelled' || booking.status === 'expired';
  return (
    <section className="operator-card" aria-labelledby="booking-facts-heading">
      <h2 id="booking-facts-heading">{t('booking.facts')}</h2>
      <dl className="operator-facts">
        <dt>{t('booking.state')}</dt>
        <dd>
          <strong data-testid="booking-state">{tb(`status.${booking.status}`)}</strong>
          {booking.status === 'option' && booking.expires_at && (
            <> · {t('booking.holdUntil', { time: time.format(new Date(booking.expires_at)) })}</>
          )}
          {ended && booking.ended_by && (
            <>
              {' '}
              · {t(`booking.endedBy.${booking.ended_by}`)}
              {booking.end_reason ? `: ${booking.end_reason}` : ''}
            </>
          )}
        </dd>
        <dt>{t('booking.customer')}</dt>
        <dd>
          {booking.first_name} {booking.last_name}
          <br />
          <a href={`mailto:${booking.email}`}>{booking.email}</a> · <a href={`tel:${booking.phone.replace(/\s/g, '')}`}>{booking.phone}</a>
          <br />
          {languageOf(booking.language as never)?.name ?? booking.language}
        </dd>
        <dt>{t('booking.boat')}</dt>
        <dd>
          {booking.yacht.name} · {data.base}
        </dd>
        <dt>{t('booking.dates')}</dt>
        <dd>
          {formatShortDate(booking.date_start, lang)} – {formatShortDate(booking.date_end, lang)}
        </dd>
        <dt>{t('booking.crew')}</dt>
        <dd>
          {booking.people} · {tb(`product.${booking.product}`)}
        </dd>
        <dt>{t('booking.total')}</dt>
        <dd>{money(booking.total)}</dd>
        <dt>{t('booking.payNow')}</dt>
        <dd>{money(booking.price.pay_now)}</dd>
        {booking.price.payable_at_base > 0 && (
          <>
            <dt>{t('booking.atBase')}</dt>
            <dd>{money(booking.price.payable_at_base)}</dd>
          </>
        )}
        <dt>{t('booking.deposit')}</dt>
        <dd>{money(booking.price.security_deposit)}</dd>
        {booking.message && (
          <>
            <dt>{t('booking.message')}</dt>
            <dd>{booking.message}</dd>
          </>
        )}
      </dl>
      <h3>{tb('plan.heading')}</h3>
      <ul>
        {booking.payment_plan.map((i) => (
          <li key={`${i.kind}-${i.due_date}`}>
            {tb(`plan.${i.kind}`)}: {money(i.amount)}, {tb('plan.due', { date: formatShortDate(i.due_date, lang) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
