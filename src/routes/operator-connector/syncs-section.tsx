import { Fragment, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import type { syncRunSummarySchema } from '../../contract/operator-connector-api';
import { formatNumber } from '../../lib/format';
import { RunReport } from './run-report';
import { useTime } from './use-time';

// Issue 29: the recent syncs, newest first: who started each (the schedule or the console), how it went and
// what it did to the boats; each opens its report per boat (fetched, and followed while it runs).

type Run = z.output<typeof syncRunSummarySchema>;
const COUNTS = ['added', 'changed', 'unchanged', 'removed', 'failed'] as const;

export function SyncsSection({ token, runs }: { token: string; runs: Run[] }) {
  const t = useT('connector');
  const lang = useLanguage();
  const time = useTime();
  const [open, setOpen] = useState<number | null>(null);
  const labels = {
    started: t('syncs.started'),
    trigger: t('syncs.trigger'),
    status: t('syncs.status'),
    finished: t('syncs.finished'),
    error: t('syncs.error'),
    report: t('syncs.reportColumn'),
  };
  const columns = 5 + COUNTS.length + 1;
  return (
    <section className="operator-card" aria-labelledby="connector-syncs-heading">
      <h2 id="connector-syncs-heading">{t('syncs.heading')}</h2>
      {runs.length === 0 ? (
        <p>{t('syncs.none')}</p>
      ) : (
        <div className="operator-scroll">
          <table className="operator-table connector-runs" data-testid="syncs">
            <thead>
              <tr>
                <th scope="col">{labels.started}</th>
                <th scope="col">{labels.trigger}</th>
                <th scope="col">{labels.status}</th>
                <th scope="col">{labels.finished}</th>
                {COUNTS.map((count) => (
                  <th key={count} scope="col" className="connector-number">
                    {t(`syncs.${count}`)}
                  </th>
                ))}
                <th scope="col">{labels.error}</th>
                <th scope="col">{labels.report}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <Fragment key={run.id}>
                  <tr>
                    <td data-label={labels.started}>{time(run.started_at)}</td>
                    <td data-label={labels.trigger}>{t(`syncs.triggers.${run.trigger}`)}</td>
                    <td data-label={labels.status}>
                      <span className={`connector-status connector-status--${run.status}`}>{t(`syncs.statuses.${run.status}`)}</span>
                      {run.status === 'running' && run.boats_total !== null && (
                        <>
                          {' '}
                          {t('syncs.progress', { done: formatNumber(run.boats_done, lang), total: formatNumber(run.boats_total, lang) })}
                        </>
                      )}
                    </td>
                    <td data-label={labels.finished}>{run.finished_at ? time(run.finished_at) : '–'}</td>
                    {COUNTS.map((count) => (
                      <td key={count} data-label={t(`syncs.${count}`)} className="connector-number">
                        {formatNumber(run.counts[count], lang)}
                      </td>
                    ))}
                    <td data-label={labels.error}>{run.error ?? '–'}</td>
                    <td data-label={labels.report}>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-expanded={open === run.id}
                        aria-controls={`connector-run-${run.id}`}
                        onClick={() => setOpen(open === run.id ? null : run.id)}
                      >
                        {t(open === run.id ? 'syncs.hide' : 'syncs.show')}
                      </button>
                    </td>
                  </tr>
                  {open === run.id && (
                    <tr id={`connector-run-${run.id}`} className="connector-report-row">
                      <td colSpan={columns}>
                        <RunReport token={token} id={run.id} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
