import { useNavigate, useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { notify } from '../../features/toast/toast-store';
import { ApiError } from '../../lib/api-client';
import { createFleetBoat } from '../../api/operator-boats';
import { updateFleetBoat, useFleetBoat } from '../../api/operator-boat';
import { useFleetOptions } from '../../api/operator-fleet-options';
import type { FleetBoat, FleetBoatBody } from '../../contract/operator-fleet-api';
import { FLEET_SYSTEM_NAMES } from '../../contract/fleet-owned';
import type { OperatorMe } from '../../contract/operator-api';
import { draftOf, emptyDraft } from './boat-draft';
import { BoatForm } from './boat-form';
import { PublishBox } from './publish-box';
import { BoatPhotos } from '../../features/operator/photos/boat-photos';

// Issue 27, the fleet: /{lang}/operator/boats/new adds a boat, /{lang}/operator/boats/{id} shows one to edit,
// publish or unpublish (agents read it only). One form for both.
export default function OperatorBoatPage({ route }: PageProps) {
  const id = useParams().id;
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>
        {({ token, me }) =>
          route.id === 'operatorBoatNew' ? <NewBoat token={token} me={me} /> : <EditBoat token={token} me={me} id={Number(id)} />
        }
      </ConsoleFrame>
    </>
  );
}

function BackLink() {
  const t = useT('operator-fleet');
  const lang = useLanguage();
  return (
    <p>
      <AppLink to={`/${lang}/operator/boats`}>← {t('form.back')}</AppLink>
    </p>
  );
}

function NewBoat({ token, me }: { token: string; me: OperatorMe }) {
  const t = useT('operator-fleet');
  const tc = useT('operator');
  const lang = useLanguage();
  const navigate = useNavigate();
  const options = useFleetOptions(token, lang);
  if (!options.data) return options.error ? <p role="alert">{tc('unavailable')}</p> : <p role="status">{tc('loading')}</p>;
  const canWrite = me.operator.role !== 'agent';
  return (
    <>
      <BackLink />
      <section className="operator-card" aria-labelledby="boat-form-heading">
        <h2 id="boat-form-heading">{t('form.newHeading')}</h2>
        {canWrite ? (
          <BoatForm
            options={options.data}
            initial={emptyDraft()}
            canWrite
            submitLabel={t('form.create')}
            save={(body) => createFleetBoat(token, body as FleetBoatBody)}
            onSaved={(boat) => {
              notify('success', t('form.created'));
              void navigate(`/${lang}/operator/boats/${boat.id}`);
            }}
          />
        ) : (
          <p role="alert">{t('form.readOnly')}</p>
        )}
      </section>
    </>
  );
}

function EditBoat({ token, me, id }: { token: string; me: OperatorMe; id: number }) {
  const t = useT('operator-fleet');
  const tc = useT('operator');
  const lang = useLanguage();
  const valid = Number.isInteger(id) && id > 0;
  const boat = useFleetBoat(valid ? token : null, id);
  const options = useFleetOptions(token, lang);
  const notFound = !valid || (boat.error instanceof ApiError && boat.error.status === 404);
  if (notFound) {
    return (
      <>
        <BackLink />
        <p role="alert">{t('form.notFound')}</p>
      </>
    );
  }
  if (!boat.data || !options.data) {
    return boat.error || options.error ? <p role="alert">{tc('unavailable')}</p> : <p role="status">{tc('loading')}</p>;
  }
  const canWrite = me.operator.role !== 'agent';
  const saved = (next: FleetBoat) => void boat.mutate(next, { revalidate: false });
  const { source } = boat.data;
  return (
    <>
      <BackLink />
      {source && (
        // Issue 29: the fleet system owns the boat's specifications and photos; its texts are the company's.
        <p role="note" className="operator-card" data-testid="imported-note">
          {t('imported.note', { system: source.system ? FLEET_SYSTEM_NAMES[source.system] : t('imported.yourSystem') })}
        </p>
      )}
      <div className="operator-boat-layout">
        <PublishBox token={token} boat={boat.data} canWrite={canWrite} onChanged={saved} />
        <section className="operator-card" aria-labelledby="boat-form-heading">
          <h2 id="boat-form-heading">{boat.data.name}</h2>
          <p>
            <AppLink to={`/${lang}/operator/boats/${id}/prices`}>{t('form.prices')}</AppLink>
          </p>
          <BoatForm
            // A new form when another boat is shown (its fields start from that boat).
            key={boat.data.id}
            options={options.data}
            initial={draftOf(boat.data)}
            canWrite={canWrite}
            imported={source !== null}
            submitLabel={source ? t('imported.saveTexts') : t('form.save')}
            save={(body) => updateFleetBoat(token, id, body as FleetBoatBody)}
            onSaved={(next) => {
              saved(next);
              notify('success', t('form.saved'));
            }}
          />
        </section>
        <BoatPhotos token={token} boatId={boat.data.id} imported={source !== null} />
      </div>
    </>
  );
}
