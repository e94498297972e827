import type { LanguageCode } from '../../contract/languages';
import { AppLink } from '../../components/app-link';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { useDestinationOptions } from '../../api/destinations';

export const POPULAR_SHOWN = 8;

// The popular sailing areas (the destinations list's `popular` flag), each linking to its boats and to
// its country's page.
export function PopularDestinations({ lang }: { lang: LanguageCode }) {
  const t = useT('home');
  const destinations = useDestinationOptions(lang);
  const popular = destinations.filter((d) => d.popular).slice(0, POPULAR_SHOWN);
  return (
    <section className="home-section" aria-labelledby="home-popular-heading">
      <h2 id="home-popular-heading">{t('popular.heading')}</h2>
      {popular.length === 0 ? (
        <p className="home-section__empty">{t('popular.empty')}</p>
      ) : (
        <ul className="popular-destinations">
          {popular.map((d) => (
            <li key={d.id} className="popular-destination">
              <h3 className="popular-destination__name">
                <AppLink to={`/${lang}/search?destinations=${encodeURIComponent(d.slug)}`}>{d.name}</AppLink>
              </h3>
              <p className="popular-destination__meta">
                <AppLink to={`/${lang}/discover/${d.country.slug}`}>{d.country.name}</AppLink>
                {' · '}
                {t('popular.boats', { n: formatNumber(d.yachts, lang) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
