import { useState } from 'react';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { useFleetBoats, type FleetFilters } from '../../api/operator-boats';
import { useFleetOptions } from '../../api/operator-fleet-options';
import { LANGUAGES } from '../../contract/languages';
import { FLEET_SYSTEM_NAMES } from '../../contract/fleet-owned';
import type { OperatorMe } from '../../contract/operator-api';
import { BasesSection } from './bases-section';

// Issue 27, the fleet: /{lang}/operator/boats, the company's boats with their base, type, model, whether
// they are on the public site, which languages their description misses and how many photos they have;
// filtered by base, type and published. Owners and managers add boats from here.
export default function OperatorBoatsPage({ route }: PageProps) {
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>
        {({ token, me }) => (
          <>
            <FleetList token={token} me={me} />
            <BasesSection token={token} canWrite={me.operator.role !== 'agent'} />
          </>
        )}
      </ConsoleFrame>
    </>
  );
}

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

function FleetList({ token, me }: { token: string; me: OperatorMe }) {
  const t = useT('operator-fleet');
  const tc = useT('operator');
  const lang = useLanguage();
  const [filters, setFilters] = useState<FleetFilters>({});
  const boats = useFleetBoats(token, filters);
  const options = useFleetOptions(token, lang);
  const canWrite = me.operator.role !== 'agent';
  const typeName = (id: number, fallback: string) => options.data?.types.find((type) => type.id === id)?.name ?? fallback;
  const set = (key: keyof FleetFilters, value: string) => setFilters((f) => ({ ...f, [key]: value || undefined }));
  const labels = {
    name: t('list.name'),
    base: t('list.base'),
    type: t('list.type'),
    model: t('list.model'),
    year: t('list.year'),
    status: t('list.status'),
    texts: t('list.texts'),
    photos: t('list.photos'),
  };

  return (
    <section className="operator-card" aria-labelledby="fleet-heading">
      <div className="operator-fleet-head">
        <h2 id="fleet-heading">{t('list.heading')}</h2>
        {canWrite && (
          <AppLink className="button" to={`/${lang}/operator/boats/new`}>
            {t('list.add')}
          </AppLink>
        )}
      </div>
      <form className="operator-filters" aria-label={t('list.filters')} onSubmit={(e) => e.preventDefault()}>
        <label>
          <span>{labels.base}</span>
          <select name="base_id" value={filters.base_id ?? ''} onChange={(e) => set('base_id', e.target.value)}>
            <option value="">{t('list.all')}</option>
            {options.data?.bases.map((base) => (
              <option key={base.id} value={base.id}>
                {base.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{labels.type}</span>
          <select name="type_id" value={filters.type_id ?? ''} onChange={(e) => set('type_id', e.target.value)}>
            <option value="">{t('list.all')}</option>
            {options.data?.types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('list.published')}</span>
          <select name="published" value={filters.published ?? ''} onChange={(e) => set('published', e.target.value)}>
            <option value="">{t('list.all')}</option>
            <option value="true">{t('status.published')}</option>
            <option value="false">{t('status.draft')}</option>
          </select>
        </label>
      </form>
      {!boats.data ? (
        boats.error ? (
          <p role="alert">{tc('unavailable')}</p>
        ) : (
          <p role="status">{tc('loading')}</p>
        )
      ) : (
        <>
          <p role="status" className="operator-fleet-count">
            {t('list.count', { count: boats.data.boats.length })}
          </p>
          {boats.data.boats.length === 0 ? (
            <p>{Object.keys(filters).some((k) => filters[k as keyof FleetFilters]) ? t('list.none') : t('list.empty')}</p>
          ) : (
            <div className="operator-scroll">
              <table className="operator-table" data-testid="fleet">
                <thead>
                  <tr>
                    <th scope="col">{labels.name}</th>
                    <th scope="col">{labels.base}</th>
                    <th scope="col">{labels.type}</th>
                    <th scope="col">{labels.model}</th>
                    <th scope="col">{labels.year}</th>
                    <th scope="col">{labels.status}</th>
                    <th scope="col">{labels.texts}</th>
                    <th scope="col">{labels.photos}</th>
                  </tr>
                </thead>
                <tbody>
                  {boats.data.boats.map((boat) => (
                    <tr key={boat.id}>
                      <td data-label={labels.name}>
                        <AppLink to={`/${lang}/operator/boats/${boat.id}`}>{boat.name}</AppLink>
                        {/* Issue 29: a boat its fleet system owns (read-only here but for its texts). */}
                        {boat.source && (
                          <span>
                            {' '}
                            (
                            {t('list.imported', {
                              system: boat.source.system ? FLEET_SYSTEM_NAMES[boat.source.system] : t('imported.yourSystem'),
                            })}
                            )
                          </span>
                        )}
                      </td>
                      <td data-label={labels.base}>{boat.base.name}</td>
                      <td data-label={labels.type}>{typeName(boat.type.id, boat.type.name)}</td>
                      <td data-label={labels.model}>
                        {boat.shipyard.name} {boat.model.name}
                      </td>
                      <td data-label={labels.year}>{boat.year}</td>
                      <td data-label={labels.status}>
                        <span className={boat.published ? 'operator-badge operator-badge--on' : 'operator-badge'}>
                          {boat.published ? t('status.published') : t('status.draft')}
                        </span>
                      </td>
                      <td data-label={labels.texts}>
                        {boat.missing_languages.length === 0
                          ? t('languages.all')
                          : t('languages.missing', { languages: boat.missing_languages.map(languageName).join(', ') })}
                      </td>
                      <td data-label={labels.photos}>{boat.photos}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
