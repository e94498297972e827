import { PageIntro } from '../../components/page-intro';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { AppLink } from '../../components/app-link';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { exportBookings, useOperatorBookings } from '../../api/operator-bookings';
import { notify } from '../../features/toast/toast-store';
import { BOOKING_STATUSES, type BookingStatus } from '../../contract/booking-constants';
import { BOOKINGS_PER_PAGE } from '../../contract/operator-bookings-constants';
import { formatShortDate } from '../../lib/format-date';
import { formatPrice } from '../../lib/format';

// Issue 27: /{lang}/operator/bookings, the company's bookings newest first: filtered by state, boat, base,
// days and a reference or name (the filters live in the address, so a filtered list can be bookmarked),
// paginated, and saved as CSV exactly as filtered.
export default function OperatorBookingsPage({ route }: PageProps) {
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>{({ token }) => <BookingsList token={token} />}</ConsoleFrame>
    </>
  );
}

const FILTERS = ['status', 'q', 'from', 'to', 'base', 'yacht'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

function BookingsList({ token }: { token: string }) {
  const t = useT('operator-bookings');
  const tb = useT('booking');
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Filters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
  const query = {
    status: (applied.status || undefined) as BookingStatus | undefined,
    q: applied.q || undefined,
    from: applied.from || undefined,
    to: applied.to || undefined,
    base: applied.base || undefined,
    yacht: applied.yacht || undefined,
  };
  const list = useOperatorBookings(token, { ...query, page, per_page: BOOKINGS_PER_PAGE });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const k of FILTERS) if (draft[k]) next.set(k, draft[k]);
    setParams(next);
  };
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };
  const download = async () => {
    try {
      const file = await exportBookings(token, query);
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = file.filename;
      a.click();
      URL.revokeObjectURL(url);
      notify('success', t('list.exported', { rows: file.rows, file: file.filename }));
    } catch {
      notify('error', t('failed'));
    }
  };

  const labels = {
    reference: t('list.reference'),
    state: t('list.state'),
    boat: t('list.boat'),
    dates: t('list.dates'),
    customer: t('list.customer'),
    people: t('list.people'),
    total: t('list.total'),
  };
  const data = list.data;
  return (
    <section className="operator-card" aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">{t('list.heading')}</h2>
      <form className="bookings-filters" onSubmit={apply} role="search" aria-label={t('list.filters')}>
        <label>
          {t('list.search')}
          <input type="search" value={draft.q} maxLength={100} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </label>
        <label>
          {labels.state}
          <select value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <option value="">{t('list.anyState')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tb(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.from')}
          <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label>
          {t('list.to')}
          <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" className="button">
          {t('list.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void download()}>
          {t('list.export')}
        </button>
      </form>
      {applied.base || applied.yacht ? (
        <p>
          {t('list.narrowed')} <AppLink to={`/${lang}/operator/bookings`}>{t('list.clear')}</AppLink>
        </p>
      ) : null}
      {!data ? (
        <p role={list.error ? 'alert' : 'status'}>{list.error ? t('unavailable') : t('loading')}</p>
      ) : (
        <>
          <p role="status">{t('list.count', { count: data.total })}</p>
          <div className="operator-scroll">
            <table className="operator-table" data-testid="bookings">
              <thead>
                <tr>
                  {Object.values(labels).map((l) => (
                    <th scope="col" key={l}>
                      {l}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.data.length === 0 && (
                  <tr>
                    <td colSpan={7}>{t('list.none')}</td>
                  </tr>
                )}
                {data.data.map((b) => (
                  <tr key={b.reference}>
                    <th scope="row" data-label={labels.reference}>
                      <AppLink to={`/${lang}/operator/bookings/${b.reference}`}>{b.reference}</AppLink>
                    </th>
                    <td data-label={labels.state}>{tb(`status.${b.status}`)}</td>
                    <td data-label={labels.boat}>
                      {b.yacht.name} · {b.base}
                    </td>
                    <td data-label={labels.dates}>
                      {formatShortDate(b.date_start, lang)} – {formatShortDate(b.date_end, lang)}
                    </td>
                    <td data-label={labels.customer}>{b.customer}</td>
                    <td data-label={labels.people}>{b.people}</td>
                    <td data-label={labels.total}>{formatPrice(b.total, lang, 'EUR')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="bookings-pager" aria-label={t('list.pages')}>
            <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {t('list.previous')}
            </button>
            <span>{t('list.page', { page: data.page, pages: data.last_page })}</span>
            <button type="button" className="button button--secondary" disabled={page >= data.last_page} onClick={() => goTo(page + 1)}>
              {t('list.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
