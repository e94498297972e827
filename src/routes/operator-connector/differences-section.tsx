import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { AppLink } from '../../components/app-link';
import type { useDifferences } from '../../api/operator-connector-differences';
import { formatDate } from '../../lib/format-date';
import { useTime } from './use-time';

// Issue 29: what the reconciliation found at the end of the last sync that reached the fleet system: every
// option or booking of the company's boats that is not the same here and there, for the owner to settle
// (in words: the kind, the booking, the boat, the dates, what each side says).

export function DifferencesSection({ differences }: { differences: ReturnType<typeof useDifferences> }) {
  const t = useT('connector');
  const tc = useT('operator');
  const lang = useLanguage();
  const time = useTime();
  const data = differences.data;
  const labels = {
    kind: t('differences.kind'),
    reference: t('differences.reference'),
    boat: t('differences.boat'),
    dates: t('differences.dates'),
    ours: t('differences.ours'),
    theirs: t('differences.theirs'),
  };
  return (
    <section className="operator-card" aria-labelledby="connector-differences-heading">
      <h2 id="connector-differences-heading">{t('differences.heading')}</h2>
      <p>{t('differences.explain')}</p>
      {!data ? (
        differences.error ? (
          <p role="alert">{tc('unavailable')}</p>
        ) : (
          <p role="status">{tc('loading')}</p>
        )
      ) : !data.checked_at ? (
        <p data-testid="differences-state">{t('differences.never')}</p>
      ) : data.differences.length === 0 ? (
        <p data-testid="differences-state">{t('differences.none', { date: time(data.checked_at) })}</p>
      ) : (
        <>
          <p data-testid="differences-state">{t('differences.checked', { date: time(data.checked_at) })}</p>
          <div className="operator-scroll">
            <table className="operator-table" data-testid="differences">
              <thead>
                <tr>
                  <th scope="col">{labels.kind}</th>
                  <th scope="col">{labels.reference}</th>
                  <th scope="col">{labels.boat}</th>
                  <th scope="col">{labels.dates}</th>
                  <th scope="col">{labels.ours}</th>
                  <th scope="col">{labels.theirs}</th>
                </tr>
              </thead>
              <tbody>
                {data.differences.map((d, i) => (
                  <tr key={`${d.booking_reference ?? d.boat}-${d.date_from}-${i}`}>
                    <td data-label={labels.kind}>{t(`differences.kinds.${d.kind}`)}</td>
                    <td data-label={labels.reference}>
                      {d.booking_reference ? (
                        <AppLink to={`/${lang}/operator/bookings/${d.booking_reference}`}>{d.booking_reference}</AppLink>
                      ) : (
                        '–'
                      )}
                    </td>
                    <td data-label={labels.boat}>{d.boat}</td>
                    <td data-label={labels.dates}>
                      {formatDate(d.date_from, lang)} – {formatDate(d.date_to, lang)}
                    </td>
                    <td data-label={labels.ours}>{d.ours ?? '–'}</td>
                    <td data-label={labels.theirs}>{d.theirs ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
