import { PageIntro } from '../../components/page-intro';
import { useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { useT } from '../../i18n/use-t';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { useBoatPrices } from '../../api/operator-prices';
import { ApiError } from '../../lib/api-client';
import { FLEET_SYSTEM_NAMES } from '../../contract/fleet-owned';
import { PeriodsSection } from './periods-section';
import { CopySection } from './copy-section';
import { OffersSection } from './offers-section';
import { DiscountRulesSection } from './discount-rules-section';
import { DepositSection } from './deposit-section';
import { ExtrasSection } from './extras-section';
import { BlocksSection } from './blocks-section';

// Issue 27: /{lang}/operator/boats/{id}/prices — one boat's season prices (copied to other boats if wanted),
// discounts, deposit and damage waiver, extras and blocks, in sections. Owners and managers change them;
// agents read. A boat of another company is "not found", as the API answers.
export default function OperatorPricesPage({ route }: PageProps) {
  const id = Number(useParams().yachtId);
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>
        {({ token, me }) =>
          Number.isSafeInteger(id) && id > 0 ? (
            <BoatPrices token={token} yachtId={id} canWrite={me.operator.role !== 'agent'} />
          ) : (
            <NotFound />
          )
        }
      </ConsoleFrame>
    </>
  );
}

function NotFound() {
  return <p role="alert">{useT('operator-prices')('notFound')}</p>;
}

function BoatPrices({ token, yachtId, canWrite }: { token: string; yachtId: number; canWrite: boolean }) {
  const t = useT('operator-prices');
  const prices = useBoatPrices(token, yachtId);
  if (prices.error)
    return prices.error instanceof ApiError && prices.error.status === 404 ? <NotFound /> : <p role="alert">{t('unavailable')}</p>;
  if (!prices.data) return <p role="status">{t('loading')}</p>;
  const data = prices.data;
  const reload = () => void prices.mutate();
  const props = { token, yachtId, canWrite, data, reload };
  // Issue 29: an imported boat's prices, deposit, discounts and calendar are its fleet system's, shown
  // read-only; the company still adds its own extras.
  const { source } = data.yacht;
  const owned = { ...props, canWrite: canWrite && !source };
  return (
    <div className="operator-prices">
      <h2 className="operator-prices__boat" data-testid="boat-name">
        {data.yacht.name}
      </h2>
      {!canWrite && <p className="operator-prices__note">{t('readOnly')}</p>}
      {source && (
        <p role="note" className="operator-prices__note" data-testid="imported-note">
          {t('imported.note', { system: source.system ? FLEET_SYSTEM_NAMES[source.system] : t('imported.yourSystem') })}
        </p>
      )}
      <PeriodsSection key={JSON.stringify(data.periods)} {...owned} />
      {owned.canWrite && <CopySection {...props} />}
      <OffersSection {...owned} />
      <DiscountRulesSection token={token} yachtId={yachtId} canWrite={owned.canWrite} />
      <DepositSection key={`${data.yacht.deposit}-${data.damage_waiver_per_day}`} {...owned} />
      <ExtrasSection {...props} />
      <BlocksSection token={token} yachtId={yachtId} canWrite={owned.canWrite} />
    </div>
  );
}
