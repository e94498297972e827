import { useState } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useAppState } from '../../app-state-context';
import { useLanguage } from '../../components/layout/language-root';
import { useWaitlistEntry, withdrawWaitlist } from '../../api/waitlist';
import { ACCESS_TOKEN_PATTERN } from '../../contract/booking-token';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { formatDay } from '../../lib/format-date';
import { notify } from '../../features/toast/toast-store';
import stylesUrl from '../../features/waitlist/waitlist.css?url';

// Issue 28: the page of the withdraw link in the waiting list's mails. It shows the boat and days waited
// for and where the entry stands; leaving is a button (a POST): a link a mail scanner opens changes nothing.

export default function WaitlistPage({ route }: PageProps) {
  const t = useT('waitlist');
  const lang = useLanguage();
  const { config } = useAppState();
  const location = useLocation();
  const segment = location.pathname.split('/').pop() ?? '';
  const token = ACCESS_TOKEN_PATTERN.test(segment) ? segment : '';
  const { entry, error, mutate } = useWaitlistEntry(token);
  const [sending, setSending] = useState(false);

  const withdraw = async () => {
    if (sending) return;
    setSending(true);
    try {
      const answer = await withdrawWaitlist(config, token);
      await mutate(answer, { revalidate: false });
      notify('success', t('withdraw.done'));
    } catch {
      notify('error', t('form.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="waitlist-page">
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      {!token || error ? (
        <p className="waitlist__problem" role="alert">
          {t('withdraw.notFound')}
        </p>
      ) : !entry ? (
        <p role="status">…</p>
      ) : (
        <section className="waitlist" aria-labelledby="waitlist-entry-heading" data-testid="waitlist-entry">
          <h2 id="waitlist-entry-heading">
            {entry.yacht.name}, {formatDay(entry.date_start, lang)} – {formatDay(entry.date_end, lang)}
          </h2>
          <p role="status">{t(`withdraw.states.${entry.state}`, { place: formatNumber((entry.ahead ?? 0) + 1, lang) })}</p>
          {(entry.state === 'waiting' || entry.state === 'offered') && (
            <button type="button" className="button" onClick={() => void withdraw()} disabled={sending} aria-busy={sending || undefined}>
              {t('withdraw.button')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
