import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { renewCompanyFeed, useCompanyFeed } from '../../api/operator-company-feed';
import { formatDate } from '../../lib/format-date';
import { notify } from '../../features/toast/toast-store';

// Issue 27: the calendar feed's secret address, to paste into Google Calendar or Outlook, with a copy
// button; owners make it or replace it (the old address stops working at once).
export function CalendarSection({ token, owner }: { token: string; owner: boolean }) {
  const t = useT('operator-company');
  const tc = useT('operator');
  const lang = useLanguage();
  const feed = useCompanyFeed(token);
  const [sending, setSending] = useState(false);

  const renew = async () => {
    setSending(true);
    try {
      const made = await renewCompanyFeed(token);
      await feed.mutate(made, { revalidate: false });
      notify('success', t('calendar.renewed'));
    } catch {
      notify('error', t('calendar.failed'));
    } finally {
      setSending(false);
    }
  };

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notify('success', t('calendar.copied')),
      () => notify('error', t('calendar.copyFailed')),
    );

  const data = feed.data;
  return (
    <section className="operator-card" aria-labelledby="company-calendar-heading">
      <h2 id="company-calendar-heading">{t('calendar.heading')}</h2>
      <p>{t('calendar.explain')}</p>
      {!data ? (
        feed.error ? (
          <p role="alert">{tc('unavailable')}</p>
        ) : (
          <p role="status">{tc('loading')}</p>
        )
      ) : data.url ? (
        <div className="operator-form">
          <label htmlFor="company-feed-url">{t('calendar.address')}</label>
          <input
            id="company-feed-url"
            readOnly
            value={data.url}
            onFocus={(e) => e.currentTarget.select()}
            aria-describedby="company-feed-note"
          />
          <p id="company-feed-note" className="form-field__hint">
            {data.created_at && `${t('calendar.since', { date: formatDate(data.created_at.slice(0, 10), lang) })}. `}
            {t('calendar.secret')}
          </p>
          <div className="operator-actions">
            <button type="button" className="button" onClick={() => void copy(data.url!)}>
              {t('calendar.copy')}
            </button>
            {owner && (
              <button type="button" className="button button--secondary" disabled={sending} onClick={() => void renew()}>
                {t('calendar.renew')}
              </button>
            )}
          </div>
        </div>
      ) : owner ? (
        <>
          <p>{t('calendar.none')}</p>
          <button type="button" className="button" disabled={sending} onClick={() => void renew()}>
            {t('calendar.create')}
          </button>
        </>
      ) : (
        <p>{t('calendar.noneManager')}</p>
      )}
    </section>
  );
}
