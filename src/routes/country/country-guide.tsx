import type { LanguageCode } from '../../contract/languages';
import { AppLink } from '../../components/app-link';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { monthName } from '../../lib/format-date';
import { useSailingGuide } from '../../api/sailing-guide';
import { useItineraries } from '../../api/itineraries';

// P1: what a sailor wants to know before choosing the country — the season and the prevailing wind
// month by month, the airports that serve its bases, and the voyages that start there.
export function CountryGuide({ lang, country }: { lang: LanguageCode; country: { slug: string; name: string } }) {
  const t = useT('content');
  const guide = useSailingGuide(country.slug);
  const trips = useItineraries(lang, country.slug);
  const months = guide?.months ?? [];
  const airports = guide?.airports ?? [];
  return (
    <>
      {months.length > 0 && (
        <section className="country-guide" aria-labelledby="country-season-heading">
          <h2 id="country-season-heading">{t('country.seasonHeading', { country: country.name })}</h2>
          <div
            className="country-guide__scroll"
            tabIndex={0}
            role="region"
            aria-label={t('country.seasonCaption', { country: country.name })}
          >
            <table className="country-guide__table">
              <caption className="visually-hidden">{t('country.seasonCaption', { country: country.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('country.month')}</th>
                  <th scope="col">{t('country.season')}</th>
                  <th scope="col">{t('country.wind')}</th>
                  <th scope="col">{t('country.force')}</th>
                  <th scope="col">{t('country.sea')}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m, i) => (
                  <tr key={i} className={`country-guide__${m.season}`}>
                    <th scope="row">{monthName(i + 1, lang)}</th>
                    <td>{t(`seasons.${m.season}`)}</td>
                    <td>{t(`winds.${m.wind}`)}</td>
                    <td>{t('country.beaufort', { min: formatNumber(m.beaufort_min, lang), max: formatNumber(m.beaufort_max, lang) })}</td>
                    <td>{t('country.seaC', { c: formatNumber(m.sea_c, lang) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="country-guide__note">{t('country.windNote')}</p>
        </section>
      )}
      {airports.length > 0 && (
        <section className="country-guide" aria-labelledby="country-airports-heading">
          <h2 id="country-airports-heading">{t('country.airportsHeading')}</h2>
          <ul className="country-guide__airports">
            {airports.map((a) => (
              <li key={a.code}>
                <strong>
                  {a.name} (<abbr title={t('country.iata')}>{a.code}</abbr>)
                </strong>
                : {t('country.serves', { bases: a.serves.join(', ') })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {trips.length > 0 && (
        <section className="country-guide" aria-labelledby="country-voyages-heading">
          <h2 id="country-voyages-heading">{t('country.voyagesHeading', { country: country.name })}</h2>
          <ul className="country-guide__voyages">
            {trips.map((v) => (
              <li key={v.slug}>
                <AppLink to={`/${lang}/voyage/${v.slug}`}>{v.title}</AppLink>{' '}
                <span>
                  · {v.destination.name} · {t('voyage.nights', { n: formatNumber(v.nights, lang) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
