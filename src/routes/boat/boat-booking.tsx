import { lazy, Suspense, useId, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { AppLink } from '../../components/app-link';
import type { YachtDetail } from '../../api/yacht';
import { useAvailability } from '../../api/yacht-availability';
import { useQuote, type Quote } from '../../api/yacht-quote';
import { charterDatesOfQuery, type DateRange } from '../../contract/yacht-search';
import { formatNumber, formatPercent, formatPrice } from '../../lib/format';
import { formatDay } from '../../lib/format-date';
import { bookingPath } from '../../lib/boat-path';
import type { LanguageCode } from '../../contract/languages';
import type { BoatDatePickerProps } from './boat-date-picker';
import { usePeriodPrices } from '../../api/yacht-period-prices';
import { bookingStayProblem } from '../../contract/stay-dates';
import { MAX_ONLINE_BOOKING_NIGHTS } from '../../contract/booking-constants';
import { pastCheckIn } from '../../features/booking/stay-reason';
import { stayBelowMinimumNights } from '../../contract/minimum-nights';
import { seasonMissed } from './stay-season';

// Issue 28: on days another booking holds, the waiting list's form (loaded only then: the form kit stays
// off the boat page's first load).
const WaitlistForm = lazy(() => import('../../features/waitlist/waitlist-form').then((m) => ({ default: m.WaitlistForm })));

// C7: the price for the chosen dates with what it includes and what is paid at the base, and the call
// to book. The dates live in the page's query (R11), so a link or a reload keeps them; the calendar's
// code (react-day-picker and the language's locale) loads only when the visitor opens it.

type Picker = ComponentType<Omit<BoatDatePickerProps, 'locale'>>;

async function loadPicker(lang: LanguageCode): Promise<Picker> {
  const [module, locale] = await Promise.all([
    import('./boat-date-picker'),
    import('../../features/calendar/day-picker-locale').then((l) => l.loadDayPickerLocale(lang)),
  ]);
  const DatePicker = module.default;
  return (props) => <DatePicker {...props} locale={locale} />;
}

export function BoatBooking({ boat, pageKey, frame }: { boat: YachtDetail; pageKey: string; frame: boolean }) {
  const t = useT('boat');
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const dates = charterDatesOfQuery(new URLSearchParams(location.search));
  const bookings = useAvailability(boat.id);
  const periods = usePeriodPrices(boat.id);
  const common = useT('common');
  // Issue 30 item 3: the stay rule the search and the booking apply (src/contract/stay-dates.ts): a 0-night
  // or reversed stay is not priced and not offered for booking; the page says which date is wrong.
  const stay = dates ? bookingStayProblem(dates.start, dates.end) : null;
  // Issue 27: fewer nights than the boat's minimum get no quote (the server would refuse it); the page says why.
  const short = dates !== null && !stay && stayBelowMinimumNights(dates.start, dates.end, boat.min_nights);
  const { quote, failed, isLoading } = useQuote(pageKey, boat.id, stay || short ? null : dates, lang);
  // Issue 30 item 6: a stay the boat cannot take says why when its own data tells: a check-in in the past,
  // or nights outside the boat's season (with the season); else the dates are taken.
  const refused = dates && !stay && failed && !isLoading ? (pastCheckIn(dates) ?? seasonMissed(dates, periods)) : null;
  const [Picker, setPicker] = useState<Picker | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const setDates = (next: DateRange | null) => {
    const params = new URLSearchParams(location.search);
    params.delete('date_start');
    params.delete('date_end');
    if (next) {
      params.set('date_start', next.start);
      params.set('date_end', next.end);
    }
    const query = params.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: true, preventScrollReset: true });
  };

  const toggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (Picker || loading) return;
    setLoading(true);
    loadPicker(lang)
      .then(
        (p) => setPicker(() => p),
        () => setOpen(false),
      )
      .finally(() => setLoading(false));
  };

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <section className="boat-booking" aria-labelledby="boat-booking-heading">
      <h2 id="boat-booking-heading">{t('booking.heading')}</h2>
      {!dates && (
        <>
          {boat.price_from !== null && (
            <p className="boat-booking__from">{t('booking.fromPrice', { price: formatPrice(boat.price_from, lang) })}</p>
          )}
          <p>{t('booking.intro')}</p>
        </>
      )}
      {boat.min_nights > 1 && <p data-testid="booking-min-nights">{t('booking.minNights', { count: boat.min_nights })}</p>}
      {dates && (
        <dl className="boat-booking__dates">
          <div>
            <dt>{t('booking.checkIn')}</dt>
            <dd>{formatDay(dates.start, lang)}</dd>
          </div>
          <div>
            <dt>{t('booking.checkOut')}</dt>
            <dd>{formatDay(dates.end, lang)}</dd>
          </div>
        </dl>
      )}
      <div className="boat-booking__actions">
        <button ref={trigger} type="button" className="boat-button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          {open ? t('booking.close') : dates ? t('booking.change') : t('booking.choose')}
        </button>
        {dates && (
          <button type="button" className="boat-button boat-button--plain" onClick={() => setDates(null)}>
            {t('booking.clear')}
          </button>
        )}
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="boat-booking__calendar"
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      >
        {open && !Picker && <p role="status">{t('booking.loadingCalendar')}</p>}
        {open && Picker && (
          <>
            <p className="boat-booking__legend">
              <span className="boat-legend boat-legend--booked" aria-hidden="true" /> {t('booking.legendBooked')}{' '}
              <span className="boat-legend boat-legend--selected" aria-hidden="true" /> {t('booking.legendSelected')}
            </p>
            <Picker
              selected={dates}
              bookings={bookings}
              minNights={boat.min_nights}
              labels={{
                calendar: t('booking.calendar'),
                booked: t('booking.booked'),
                pickEnd: t('booking.pickEnd'),
                overlaps: t('booking.overlaps'),
                tooShort: common('stay.minNights', { count: boat.min_nights }),
              }}
              onChoose={(d) => {
                setDates(d);
                close();
              }}
            />
          </>
        )}
      </div>
      <div aria-live="polite" className="boat-booking__result">
        {dates && !stay && isLoading && <p>{t('booking.loading')}</p>}
        {stay && (
          <p className="boat-booking__unavailable" data-field={stay.field}>
            {common(`stay.${stay.rule}`, { max: MAX_ONLINE_BOOKING_NIGHTS })}
          </p>
        )}
        {short && (
          <p className="boat-booking__unavailable" data-field="date_end" data-testid="below-min-nights">
            {common('stay.minNights', { count: boat.min_nights })}
          </p>
        )}
        {refused && 'rule' in refused && (
          <p className="boat-booking__unavailable" data-field={refused.field}>
            {common(`stay.${refused.rule}`)}
          </p>
        )}
        {refused && 'from' in refused && (
          <p className="boat-booking__unavailable" data-testid="outside-season">
            {common('stay.season', { from: formatDay(refused.from, lang), to: formatDay(refused.to, lang) })}
          </p>
        )}
        {dates && !stay && failed && !isLoading && !refused && <p className="boat-booking__unavailable">{t('booking.unavailable')}</p>}
        {dates && !stay && quote && <QuoteBreakdown quote={quote} />}
      </div>
      {dates && !stay && failed && !isLoading && !refused && (
        <Suspense fallback={null}>
          <WaitlistForm slug={boat.slug} start={dates.start} end={dates.end} products={boat.products} maxPeople={boat.max_people} />
        </Suspense>
      )}
      {dates && !stay && quote && (
        <AppLink className="button boat-booking__book" to={bookingPath(lang, boat.slug, quote, frame)}>
          {t('booking.book')}
        </AppLink>
      )}
    </section>
  );
}

function QuoteBreakdown({ quote }: { quote: Quote }) {
  const t = useT('boat');
  const lang = useLanguage();
  const now = quote.obligatory_extras.filter((e) => !e.payable_at_base);
  const atBase = quote.obligatory_extras.filter((e) => e.payable_at_base);
  const line = (label: string, amount: string, key?: string) => (
    <div className="boat-quote__line" key={key ?? label}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
  return (
    <div className="boat-quote" data-testid="quote">
      <dl>
        {line(t('booking.nights'), formatNumber(quote.nights, lang))}
        {line(t('booking.boatPrice'), formatPrice(quote.list_price, lang))}
        {quote.discount_percent > 0 &&
          line(
            // Issue 27: a discount rule is named by its kind ("Early booking −10 %"), an offer's as before.
            quote.discount_kind && quote.discount_kind !== 'offer'
              ? t(`booking.discountKinds.${quote.discount_kind}`, { percent: formatPercent(quote.discount_percent, lang) })
              : t('booking.discount', { percent: formatPercent(quote.discount_percent, lang) }),
            `−${formatPrice(quote.list_price - quote.price, lang)}`,
          )}
      </dl>
      {now.length > 0 && (
        <>
          <h3>{t('booking.included')}</h3>
          <dl>{now.map((e) => line(e.name, formatPrice(e.total, lang), `now-${e.name}`))}</dl>
        </>
      )}
      {atBase.length > 0 && (
        <>
          <h3>{t('booking.atBase')}</h3>
          <dl>
            {atBase.map((e) => line(e.name, formatPrice(e.total, lang), `base-${e.name}`))}
            {line(t('booking.atBase'), formatPrice(quote.payable_at_base_total, lang), 'base-total')}
          </dl>
        </>
      )}
      <p className="boat-quote__total">
        <span>{t('booking.total')}</span> <strong data-testid="quote-total">{formatPrice(quote.total, lang)}</strong>
      </p>
    </div>
  );
}
