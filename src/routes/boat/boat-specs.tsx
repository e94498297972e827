import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { YachtDetail } from '../../api/yacht';
import { formatLength, formatNumber } from '../../lib/format';
import { useLanguage } from '../../components/layout/language-root';

// C7: every specification of the boat, its equipment and its description.

export function BoatSpecs({ boat }: { boat: YachtDetail }) {
  const t = useT('boat');
  const lang = useLanguage();
  const metres = (m: number) => `${formatNumber(m, lang)} m`;
  const litres = (l: number) => `${formatNumber(l, lang)} ${t('specs.litres')}`;
  const rows: [string, ReactNode][] = [
    ['model', boat.model.name],
    ['shipyard', boat.shipyard.name],
    ['year', boat.year],
    ['type', boat.type.name],
    ['base', boat.base.city && boat.base.city !== boat.base.name ? `${boat.base.name}, ${boat.base.city}` : boat.base.name],
    ['country', boat.country.name],
    ['maxPeople', formatNumber(boat.max_people, lang)],
    ['cabins', formatNumber(boat.cabins, lang)],
    ['berths', formatNumber(boat.berths, lang)],
    ['heads', formatNumber(boat.heads, lang)],
    ['length', formatLength(boat.length_m, lang)],
    ['beam', metres(boat.beam_m)],
    ['draught', metres(boat.draught_m)],
    ['engine', boat.engine],
    ['fuelTank', litres(boat.fuel_tank_l)],
    ['waterTank', litres(boat.water_tank_l)],
  ];
  // Issue 30 item 10: the kind in the page's language (main_sail_type is the search filter's value).
  if (boat.main_sail_name) rows.push(['mainSail', boat.main_sail_name]);
  if (boat.products.length > 0) rows.push(['products', boat.products.map((p) => t(`products.${p}`, { defaultValue: p })).join(', ')]);

  return (
    <>
      {boat.description && (
        <section className="boat-section" aria-labelledby="boat-about">
          <h2 id="boat-about">{t('about')}</h2>
          <p className="boat-description">{boat.description}</p>
        </section>
      )}
      <section className="boat-section" aria-labelledby="boat-specs">
        <h2 id="boat-specs">{t('specs.heading')}</h2>
        <dl className="boat-specs">
          {rows.map(([key, value]) => (
            <div key={key} className="boat-specs__row">
              <dt>{t(`specs.${key}`)}</dt>
              <dd data-spec={key}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="boat-section" aria-labelledby="boat-equipment">
        <h2 id="boat-equipment">{t('equipment.heading')}</h2>
        {boat.equipment.length === 0 ? (
          <p>{t('equipment.none')}</p>
        ) : (
          <ul className="boat-equipment">
            {boat.equipment.map((e) => (
              <li key={e.id}>{e.name}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
