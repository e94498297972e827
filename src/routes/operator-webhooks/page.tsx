import { useState } from 'react';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useT } from '../../i18n/use-t';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { EndpointsSection } from './endpoints-section';
import { AddEndpointForm } from './add-endpoint-form';
import { DeliveryLog } from './delivery-log';

// Issue 29: /{lang}/operator/webhooks. Owners only: an endpoint's address and secret are the keys to the
// company's other systems, and its log is how the owner keeps them working (docs/webhooks.md).
export default function OperatorWebhooksPage({ route }: PageProps) {
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>{({ token, me }) => (me.operator.role === 'owner' ? <Webhooks token={token} /> : <OwnersOnly />)}</ConsoleFrame>
    </>
  );
}

function OwnersOnly() {
  return <p role="alert">{useT('webhooks')('ownersOnly')}</p>;
}

function Webhooks({ token }: { token: string }) {
  // The endpoint whose log is open, and the secret of the one just added (shown until dismissed).
  const [logOf, setLogOf] = useState<{ id: number; url: string } | null>(null);
  const [fresh, setFresh] = useState<{ id: number; secret: string } | null>(null);
  return (
    <div className="operator-grid">
      <EndpointsSection token={token} fresh={fresh} onLog={setLogOf} />
      <AddEndpointForm token={token} onAdded={setFresh} />
      {logOf && <DeliveryLog key={logOf.id} token={token} endpoint={logOf} onClose={() => setLogOf(null)} />}
    </div>
  );
}
