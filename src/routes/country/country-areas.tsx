import { AppLink } from '../../components/app-link';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import type { Destination } from '../../api/destinations';
import type { LanguageCode } from '../../contract/languages';

// The country's sailing areas, each with its charter bases and boat counts, linking to the search.
export function CountryAreas({ lang, destinations }: { lang: LanguageCode; destinations: readonly Destination[] }) {
  const t = useT('home');
  return (
    <section className="country-areas" aria-labelledby="country-areas-heading">
      <h2 id="country-areas-heading">{t('country.areas')}</h2>
      <ul className="country-areas__list">
        {destinations.map((d) => (
          <li key={d.id} className="country-area">
            <h3 className="country-area__name">{d.name}</h3>
            <p className="country-area__meta">{t('country.boats', { n: formatNumber(d.yachts, lang) })}</p>
            {d.description && <p className="country-area__text">{d.description}</p>}
            {d.bases.length > 0 && (
              <ul className="country-area__bases">
                {d.bases.map((b) => (
                  <li key={b.id}>
                    {b.name}
                    {b.city && b.city !== b.name ? `, ${b.city}` : ''}{' '}
                    <span className="country-area__count">({formatNumber(b.yachts, lang)})</span>
                  </li>
                ))}
              </ul>
            )}
            <AppLink className="country-area__search" to={`/${lang}/search?destinations=${encodeURIComponent(d.slug)}`}>
              {t('country.searchArea', { area: d.name })}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
