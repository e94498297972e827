import { useT } from '../../i18n/use-t';
import { useSyncRun } from '../../api/operator-connector-sync-run';
import { useTime } from './use-time';

// Issue 29: one sync's report, a line per boat of the fleet system: what the sync did to it and why a
// failed one failed. Fetched again every few seconds while the run goes on.
export function RunReport({ token, id }: { token: string; id: number }) {
  const t = useT('connector');
  const tc = useT('operator');
  const time = useTime();
  const run = useSyncRun(token, id);
  if (!run.data) return run.error ? <p role="alert">{tc('unavailable')}</p> : <p role="status">{tc('loading')}</p>;
  const labels = { boat: t('syncs.boat'), outcome: t('syncs.outcome'), detail: t('syncs.detail') };
  return (
    <div className="connector-report" data-testid={`run-report-${id}`}>
      <h3>{t('syncs.report', { date: time(run.data.started_at) })}</h3>
      {run.data.report.length === 0 ? (
        <p>{t('syncs.reportEmpty')}</p>
      ) : (
        <table className="operator-table">
          <thead>
            <tr>
              <th scope="col">{labels.boat}</th>
              <th scope="col">{labels.outcome}</th>
              <th scope="col">{labels.detail}</th>
            </tr>
          </thead>
          <tbody>
            {run.data.report.map((line) => (
              <tr key={line.external_id}>
                <td data-label={labels.boat}>{line.name}</td>
                <td data-label={labels.outcome}>{t(`syncs.outcomes.${line.outcome}`)}</td>
                <td data-label={labels.detail}>{line.detail ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
