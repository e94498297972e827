import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { languageOf } from '../../contract/languages';
import type { BookingHistoryEvent } from '../../contract/operator-bookings-api';
import { HISTORY_KINDS } from '../../contract/operator-bookings-constants';

// Issue 27, decision 038: the booking's history, oldest first — when, who (the customer, a member of staff
// by name, or the system) and what changed (the state before and after, the hold's new end, the reason, the
// note's text). The database never rewrites these rows.
export function HistorySection({ history }: { history: BookingHistoryEvent[] }) {
  const t = useT('operator-bookings');
  const tb = useT('booking');
  const lang = useLanguage();
  const time = new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: 'medium', timeStyle: 'short' });
  const labels = { at: t('history.at'), who: t('history.who'), what: t('history.what') };
  const what = (e: BookingHistoryEvent) => {
    const kind = (HISTORY_KINDS as readonly string[]).includes(e.kind) ? t(`history.kinds.${e.kind}`) : e.kind;
    const states =
      e.status_before && e.status_after && e.status_before !== e.status_after
        ? ` (${tb(`status.${e.status_before}`)} → ${tb(`status.${e.status_after}`)})`
        : '';
    const detail =
      typeof e.data.expires_at === 'string'
        ? t('history.until', { time: time.format(new Date(e.data.expires_at)) })
        : typeof e.data.text === 'string'
          ? e.data.text
          : typeof e.data.reason === 'string' && e.data.reason !== 'hold_ended'
            ? e.data.reason
            : '';
    return `${kind}${states}${detail ? `: ${detail}` : ''}`;
  };
  return (
    <section className="operator-card booking-history" aria-labelledby="booking-history-heading">
      <h2 id="booking-history-heading">{t('history.heading')}</h2>
      <div className="operator-scroll">
        <table className="operator-table" data-testid="booking-history">
          <thead>
            <tr>
              <th scope="col">{labels.at}</th>
              <th scope="col">{labels.who}</th>
              <th scope="col">{labels.what}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((e, i) => (
              <tr key={`${e.at}-${i}`}>
                <td data-label={labels.at}>{time.format(new Date(e.at))}</td>
                <td data-label={labels.who}>
                  {e.actor === 'operator' ? (e.operator ?? t('history.formerStaff')) : t(`history.actors.${e.actor}`)}
                </td>
                <td data-label={labels.what}>{what(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
