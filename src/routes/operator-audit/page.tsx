import { useState } from 'react';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { useAuditPage } from '../../api/operator-audit';
import { languageOf } from '../../contract/languages';
import type { AuditEntry } from '../../contract/operator-api';

// Issue 27: /{lang}/operator/audit, every write of the company's people, newest first: who, when, what,
// and the values before and after. The database refuses to change an entry (migration 0013).
export default function OperatorAuditPage({ route }: PageProps) {
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>{({ token, me }) => (me.operator.role === 'owner' ? <AuditTrail token={token} /> : <OwnersOnly />)}</ConsoleFrame>
    </>
  );
}

function OwnersOnly() {
  return <p role="alert">{useT('operator')('audit.ownersOnly')}</p>;
}

function AuditTrail({ token }: { token: string }) {
  const t = useT('operator');
  const lang = useLanguage();
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const time = new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: 'medium', timeStyle: 'short' });
  const labels = { at: t('audit.at'), who: t('audit.who'), action: t('audit.action'), change: t('audit.change') };
  return (
    <section className="operator-card" aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t('audit.heading')}</h2>
      <div className="operator-scroll">
        <table className="operator-table" data-testid="audit">
          <thead>
            <tr>
              <th scope="col">{labels.at}</th>
              <th scope="col">{labels.who}</th>
              <th scope="col">{labels.action}</th>
              <th scope="col">{labels.change}</th>
            </tr>
          </thead>
          {pages.map((before) => (
            <AuditRows
              key={before ?? 'first'}
              token={token}
              before={before}
              labels={labels}
              time={time}
              onMore={(next) => setPages((p) => (p.includes(next) ? p : [...p, next]))}
              last={before === pages[pages.length - 1]}
            />
          ))}
        </table>
      </div>
    </section>
  );
}

interface RowsProps {
  token: string;
  before: number | undefined;
  labels: Record<'at' | 'who' | 'action' | 'change', string>;
  time: Intl.DateTimeFormat;
  last: boolean;
  onMore(next: number): void;
}

function AuditRows({ token, before, labels, time, last, onMore }: RowsProps) {
  const t = useT('operator');
  const page = useAuditPage(token, before);
  if (!page.data) {
    return (
      <tbody>
        <tr>
          <td colSpan={4} role="status">
            {t('loading')}
          </td>
        </tr>
      </tbody>
    );
  }
  const next = page.data.next_before;
  return (
    <tbody>
      {page.data.entries.map((entry) => (
        <tr key={entry.id}>
          <td data-label={labels.at}>{time.format(new Date(entry.at))}</td>
          <td data-label={labels.who}>{entry.operator ?? t('audit.system')}</td>
          <td data-label={labels.action}>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</td>
          <td data-label={labels.change}>{changeOf(entry)}</td>
        </tr>
      ))}
      {last && next !== null && (
        <tr>
          <td colSpan={4}>
            <button type="button" className="button button--secondary" onClick={() => onMore(next)}>
              {t('audit.older')}
            </button>
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** "role: manager → owner"; a new thing lists what it was made with. */
function changeOf(entry: AuditEntry): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    keys
      .map((key) => (key in before ? `${key}: ${String(before[key])} → ${String(after[key] ?? '—')}` : `${key}: ${String(after[key])}`))
      .join('; ') || '—'
  );
}
