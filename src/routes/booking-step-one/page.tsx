import { lazy, Suspense, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { BookingPending } from '../../features/booking/booking-pending';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { useYacht } from '../../api/yacht';
import { useQuote } from '../../api/yacht-quote';
import { useBookingWrites } from '../../api/booking';
import type { CreateBookingInput } from '../../contract/booking-api';
import { PRODUCTS } from '../../contract/booking-constants';
import { ApiError } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { CalendarPanel } from '../../features/calendar/calendar-panel';
import { useEnhanced } from '../../features/calendar/use-enhanced';
import { PhoneField } from '../../features/phone/phone-field';
import { PriceTable } from '../../features/booking/price-table';
import { previewPrice } from '../../features/booking/preview-price';
import { BookingAlternatives } from '../../features/booking/booking-alternatives';
import { stepTwoPagePath } from '../../features/booking/booking-links';
import { notify } from '../../features/toast/toast-store';
import { useAccount } from '../../features/account/use-account';
import { openAccountDialog } from '../../features/account/open-account-dialog';
import { stepOneBoatKey, stepOneInput, stepOneQuoteDates, stepOneStayProblem } from './data';
import { pastCheckIn } from '../../features/booking/stay-reason';
import { minimumNightsProblem } from '../../contract/minimum-nights';
import { checkContact, emptyContact, type Contact } from './contact-rules';
import { FormField, type FieldLook } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { bookingLimitText, fieldErrorsOf, firstMessages, type FieldErrors } from '../../components/form/server-errors';
import { BookingStylesheet } from '../../features/booking/booking-stylesheet';
import { useAppState } from '../../app-state-context';
import { MAX_ONLINE_BOOKING_NIGHTS } from '../../contract/booking-constants';

// Issue 28: when the days were taken, the waiting list's form, after the booking form (a form may not hold
// another), loaded only then.
const WaitlistForm = lazy(() => import('../../features/waitlist/waitlist-form').then((m) => ({ default: m.WaitlistForm })));

// B1, step one: the boat, its dates, product, people and extras with the whole price line by line, and who
// is sailing. Continue places an option (the server prices it again and holds the boat) and opens step two.
// On phones the total and Continue stay at the bottom of the screen (the quick-book bar).
// Without JavaScript the form posts to this URL (server/bookings/booking-posts.ts, issue 30 item 1): the
// server places the option and answers with step two, or renders this page again with what was posted
// (the app state's formOutcome) and the errors marked.

/** Step one's fields keep booking.css's names (issue 26: the page's markup must not change). */
const BOOKING_FIELD: FieldLook = { hint: 'booking-hint', error: 'booking-error' };

export default function DetailsPage({ route }: PageProps) {
  const t = useT('booking');
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const writes = useBookingWrites();
  const enhanced = useEnhanced();
  const frame = route.layout === 'iframe';
  const input = stepOneInput({ stepone: location.pathname.split('/').pop() }, new URLSearchParams(location.search));
  const { boat, error: boatError } = useYacht(input.slug ?? '', lang);
  const { quote, failed } = useQuote(stepOneBoatKey(input.slug ?? '', lang), boat?.id, stepOneQuoteDates(input), lang);
  const ids = { hint: useId(), form: useId() };
  const common = useT('common');
  const outcome = useAppState().formOutcome;
  const posted = outcome?.form === 'booking' ? outcome : undefined;
  const postedValue = (name: string) => [posted?.values[name] ?? ''].flat()[0] ?? '';
  // Issue 30 items 3 and 6: the one stay rule (src/contract/stay-dates.ts) before any price: a 0-night or
  // reversed stay names its wrong date and is not priced or booked; a quote refused for a check-in in the
  // past says so, not that the boat is taken; so does one shorter than the boat's minimum nights (issue 27).
  const stay =
    stepOneStayProblem(input) ??
    (input.dates && failed ? (minimumNightsProblem(input.dates, boat?.min_nights) ?? pastCheckIn(input.dates)) : null);

  const products = boat ? PRODUCTS.filter((p) => boat.products.includes(p)) : [];
  // A form posted without JavaScript comes back with every field as it was posted.
  const [product, setProduct] = useState<(typeof PRODUCTS)[number] | ''>(() => PRODUCTS.find((p) => p === postedValue('product')) ?? '');
  const [people, setPeople] = useState(() => Number(postedValue('people')) || 0);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set([posted?.values.optional_extras ?? []].flat().map(Number).filter(Number.isInteger)),
  );
  const [contact, setContact] = useState<Contact>(() =>
    posted
      ? {
          first_name: postedValue('first_name'),
          last_name: postedValue('last_name'),
          email: postedValue('email'),
          phone: postedValue('phone'),
          message: postedValue('message'),
        }
      : emptyContact,
  );
  const [errors, setErrors] = useState<FieldErrors>(() => firstMessages(posted?.errors));
  const [attempt, setAttempt] = useState(posted?.errors ? 1 : 0);
  const [sending, setSending] = useState(false);
  const [taken, setTaken] = useState(posted?.status === 409);
  const account = useAccount();
  const profile = account.data;

  // A signed-in visitor finds their details filled in (what they already typed stays).
  useEffect(() => {
    if (!profile) return;
    setContact((c) => ({
      ...c,
      first_name: c.first_name || profile.first_name,
      last_name: c.last_name || profile.last_name,
      email: c.email || profile.email,
      phone: c.phone || (profile.phone?.startsWith('+') ? profile.phone.replace(/\s/g, '') : c.phone),
    }));
  }, [profile]);

  const optional = useMemo(() => (boat ? boat.extras.filter((e) => !e.obligatory) : []), [boat]);
  if (!boat || !input.slug) return <BookingPending route={route} failed={!input.slug || boatError !== undefined} />;
  const maxPeople = Math.max(1, boat.max_people);
  const currentProduct = product || products[0] || 'bareboat';
  const currentPeople = people || Math.min(2, maxPeople);
  const price = quote && !stay ? previewPrice(quote, optional, chosen, boat.deposit, currentPeople) : null;

  const setDates = (start: string, end: string) => {
    const params = new URLSearchParams(location.search);
    params.set('date_start', start);
    params.set('date_end', end);
    setTaken(false);
    void navigate({ search: `?${params.toString()}` }, { replace: true, preventScrollReset: true });
  };

  const field = (key: keyof Contact) => ({
    name: key,
    value: contact[key],
    onChange: (e: { target: { value: string } }) => setContact({ ...contact, [key]: e.target.value }),
  });
  const labels = {
    first_name: t('contact.firstName'),
    last_name: t('contact.lastName'),
    email: t('contact.email'),
    phone: t('contact.phone'),
    message: t('contact.message'),
  };
  const refused = (found: FieldErrors) => {
    setErrors(found);
    setAttempt((n) => n + 1);
    notify('error', t('errors.fix'));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || !input.dates || !price) return;
    const found = await checkContact(contact);
    setErrors(found);
    if (Object.keys(found).length) {
      refused(found);
      return;
    }
    const body: CreateBookingInput = {
      yacht_slug: input.slug!,
      date_start: input.dates.start,
      date_end: input.dates.end,
      product: currentProduct,
      people: currentPeople,
      first_name: contact.first_name.trim(),
      last_name: contact.last_name.trim(),
      email: contact.email.trim(),
      phone: contact.phone,
      optional_extras: [...chosen],
      terms_accepted: true,
      language: lang,
      message: contact.message.trim() || undefined,
      expected_total: price.total,
    };
    setSending(true);
    try {
      const placed = await writes.placeOption(body, account.token);
      if (placed.price_changed) {
        notify(
          'info',
          t('changed.price', { shown: formatPrice(placed.price_changed.shown, lang), now: formatPrice(placed.price_changed.now, lang) }),
          8000,
        );
      }
      await navigate(stepTwoPagePath(lang, frame, placed.data.access_token));
    } catch (err) {
      setSending(false);
      if (err instanceof ApiError && err.status === 409) {
        setTaken(true);
        notify('error', t('changed.taken'));
      } else if (err instanceof ApiError && err.status === 422) {
        refused(fieldErrorsOf(err));
      } else {
        // Issue 30: a rate limit is no network failure: say whose limit it is and when to try again (long
        // enough to read).
        const limited = bookingLimitText(common, err);
        if (limited) notify('error', limited, 12_000);
        else notify('error', t('errors.network'));
      }
    }
  };

  return (
    <div className="booking-page">
      <BookingStylesheet />
      <PageIntro route={route} />
      <form
        id={ids.form}
        className="booking-form"
        method="post"
        action={`${location.pathname}${location.search}`}
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        <section className="booking-block" aria-labelledby="booking-boat-heading">
          <h2 id="booking-boat-heading">{boat.name}</h2>
          <p>
            {boat.model.name} · {boat.base.name}
          </p>
          <dl className="booking-facts">
            <div className="booking-facts__row">
              <dt>{t('summary.checkIn')}</dt>
              <dd data-testid="date-start">{input.dates?.start ?? '—'}</dd>
            </div>
            <div className="booking-facts__row">
              <dt>{t('summary.checkOut')}</dt>
              <dd data-testid="date-end">{input.dates?.end ?? '—'}</dd>
            </div>
          </dl>
          <CalendarPanel
            block="booking"
            hintId={ids.hint}
            t={t}
            keys="dates"
            label={t('dates.calendar')}
            start={input.dates?.start ?? ''}
            end={input.dates?.end ?? ''}
            onPick={(start, end, complete) => {
              if (complete) setDates(start, end);
            }}
            ready={enhanced}
          />
          {stay && (
            <p id="booking-dates-error" role="alert" className="booking-error" data-field={stay.field}>
              {common(`stay.${stay.rule}`, { max: MAX_ONLINE_BOOKING_NIGHTS, count: boat.min_nights })}
            </p>
          )}
        </section>

        {!stay && (taken || (input.dates && failed)) && (
          <div role="alert" className="booking-notice">
            <p>{t('changed.taken')}</p>
          </div>
        )}
        {!stay && (taken || (input.dates && failed)) && input.dates && (
          <BookingAlternatives slug={input.slug} start={input.dates.start} end={input.dates.end} lang={lang} frame={frame} />
        )}
        {!input.dates && <p className="booking-notice">{t('dates.choose')}</p>}

        <section className="booking-block" aria-labelledby="booking-choice-heading">
          <h2 id="booking-choice-heading">{t('choice.heading')}</h2>
          {products.length > 1 ? (
            <fieldset className="booking-radios">
              <legend>{t('choice.product')}</legend>
              {products.map((p) => (
                <label key={p}>
                  <input type="radio" name="product" value={p} checked={currentProduct === p} onChange={() => setProduct(p)} />{' '}
                  {t(`product.${p}`)}
                </label>
              ))}
            </fieldset>
          ) : (
            <p>
              {t('choice.product')}: {t(`product.${currentProduct}`)}
            </p>
          )}
          <label htmlFor="booking-people">{t('choice.people', { max: maxPeople })}</label>
          <select id="booking-people" name="people" value={currentPeople} onChange={(e) => setPeople(Number(e.target.value))}>
            {Array.from({ length: maxPeople }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {optional.length > 0 && (
            <fieldset className="booking-extras">
              <legend>{t('choice.extras')}</legend>
              {optional.map((x) => (
                <label key={x.id}>
                  <input
                    type="checkbox"
                    name="optional_extras"
                    value={x.id}
                    checked={chosen.has(x.id)}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      if (e.target.checked) next.add(x.id);
                      else next.delete(x.id);
                      setChosen(next);
                    }}
                  />{' '}
                  {x.name} — {t(`unit.${x.unit}`, { price: formatPrice(x.price, lang) })}
                  {x.payable_at_base && ` · ${t('price.atBaseTag')}`}
                </label>
              ))}
            </fieldset>
          )}
        </section>

        {price && (
          <section className="booking-block" aria-labelledby="booking-price-heading">
            <h2 id="booking-price-heading">{t('price.heading')}</h2>
            <div aria-live="polite">
              <PriceTable price={price} discountPercent={quote?.discount_percent} discountKind={quote?.discount_kind} />
            </div>
          </section>
        )}

        <section className="booking-block" aria-labelledby="booking-contact-heading">
          <h2 id="booking-contact-heading">{t('contact.heading')}</h2>
          <p>{t('contact.guest')}</p>
          {enhanced && !account.token && (
            <p>
              <button type="button" className="booking-link-button" onClick={() => openAccountDialog({ mode: 'sign-in' })}>
                {t('contact.signIn')}
              </button>
            </p>
          )}
          {/* Here, not at the form's top: only these fields have messages, and an element added before the
              calendar would renumber its generated ids (issue 26: the page's markup must not change). */}
          <ErrorSummary errors={errors} labels={labels} idOf={(name) => `booking-${name}`} attempt={attempt} />
          <div className="booking-fields">
            <FormField id="booking-first_name" label={labels.first_name} error={errors.first_name} look={BOOKING_FIELD}>
              {(control) => <input {...control} {...field('first_name')} autoComplete="given-name" required maxLength={80} />}
            </FormField>
            <FormField id="booking-last_name" label={labels.last_name} error={errors.last_name} look={BOOKING_FIELD}>
              {(control) => <input {...control} {...field('last_name')} autoComplete="family-name" required maxLength={80} />}
            </FormField>
            <FormField id="booking-email" label={labels.email} error={errors.email} look={BOOKING_FIELD}>
              {(control) => <input {...control} {...field('email')} type="email" autoComplete="email" required maxLength={254} />}
            </FormField>
            <FormField id="booking-phone" label={labels.phone} hint={t('contact.phoneHint')} error={errors.phone} look={BOOKING_FIELD}>
              {(control) => (
                <PhoneField
                  id={control.id}
                  name="phone"
                  value={contact.phone}
                  onChange={(phone) => setContact((c) => ({ ...c, phone }))}
                  required
                  errorId={control['aria-describedby']}
                  invalid={control['aria-invalid']}
                />
              )}
            </FormField>
            <FormField
              id="booking-message"
              label={labels.message}
              error={errors.message}
              look={BOOKING_FIELD}
              className="booking-fields__wide"
            >
              {(control) => <textarea {...control} {...field('message')} rows={3} maxLength={2000} />}
            </FormField>
          </div>
        </section>

        <div className="booking-bar" data-testid="booking-bar">
          <p className="booking-bar__total">
            <span>{t('price.total')}</span> <strong>{price ? formatPrice(price.total, lang) : '—'}</strong>
          </p>
          <SubmitButton pending={sending} className="button booking-bar__go" disabled={!price} aria-disabled={!price || sending}>
            {t('actions.continue')}
          </SubmitButton>
          <p className="booking-bar__note">{t('actions.continueNote')}</p>
        </div>
        {/* What the form posts without JavaScript besides its visible fields (the script sends the same). */}
        <input type="hidden" name="date_start" value={input.dates?.start ?? ''} />
        <input type="hidden" name="date_end" value={input.dates?.end ?? ''} />
        {products.length <= 1 && <input type="hidden" name="product" value={currentProduct} />}
        {price && <input type="hidden" name="expected_total" value={price.total} />}
      </form>
      {!stay && (taken || (input.dates && failed)) && input.dates && (
        <Suspense fallback={null}>
          <WaitlistForm
            slug={boat.slug}
            start={input.dates.start}
            end={input.dates.end}
            products={boat.products}
            maxPeople={maxPeople}
            defaults={{ ...contact, people: people || undefined, product: currentProduct }}
            level={2}
          />
        </Suspense>
      )}
    </div>
  );
}
