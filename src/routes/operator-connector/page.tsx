import { useEffect, useRef } from 'react';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useT } from '../../i18n/use-t';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { useConnector } from '../../api/operator-connector';
import { useDifferences } from '../../api/operator-connector-differences';
import { ConnectionForm } from './connection-form';
import { ConnectionCard } from './connection-card';
import { SyncsSection } from './syncs-section';
import { DifferencesSection } from './differences-section';

// Issue 29: /{lang}/operator/connector, where a company hands its fleet to the fleet system it already keeps
// it in. Owners connect, change the credentials and disconnect; managers see the same read only and may start
// a sync. Agents have no business here: the frame's navigation does not offer it to them.
export default function OperatorConnectorPage({ route }: PageProps) {
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>
        {({ token, me }) =>
          me.operator.role === 'agent' ? <OfficeOnly /> : <ConnectorPage token={token} owner={me.operator.role === 'owner'} />
        }
      </ConsoleFrame>
    </>
  );
}

function OfficeOnly() {
  return <p role="alert">{useT('connector')('officeOnly')}</p>;
}

function ConnectorPage({ token, owner }: { token: string; owner: boolean }) {
  const t = useT('operator');
  const connector = useConnector(token);
  const differences = useDifferences(token);
  const running = connector.data?.runs.some((run) => run.status === 'running') === true;
  const wasRunning = useRef(running);
  const refreshDifferences = differences.mutate;

  // The reconciliation runs at the end of a sync: when a run ends, its differences are new.
  useEffect(() => {
    if (wasRunning.current && !running) void refreshDifferences();
    wasRunning.current = running;
  }, [running, refreshDifferences]);

  const data = connector.data;
  if (!data) return connector.error ? <p role="alert">{t('unavailable')}</p> : <p role="status">{t('loading')}</p>;
  return (
    <div className="connector">
      {data.connection ? (
        <ConnectionCard
          token={token}
          owner={owner}
          connection={data.connection}
          running={running}
          onChanged={(next) => void connector.mutate(next, { revalidate: false })}
          onStarted={() => void connector.mutate()}
        />
      ) : (
        <ConnectionForm token={token} owner={owner} current={null} onSaved={(next) => void connector.mutate(next, { revalidate: false })} />
      )}
      {(data.connection || data.runs.length > 0) && <SyncsSection token={token} runs={data.runs} />}
      {data.connection && <DifferencesSection differences={differences} />}
    </div>
  );
}
