import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { useCountryAreas } from '../../api/destinations';
import { countryInput, countryKeys, KEYWORD_COUNTRIES } from './data';
import { CountryGuide } from './country-guide';
import { NotFoundPage } from '../../components/not-found-page';
import { LazyBoatMap } from '../../features/map/lazy-boat-map';
import { basePoints } from '../../features/map/base-points';
import { CountryAreas } from './country-areas';
import { CountryBoats } from './country-boats';
import stylesUrl from './country.css?url';

// P1 country page (`/{lang}/discover/{country}`): its sailing areas and bases, its sailing season, winds,
// airports and voyages (country-guide.tsx), S7's keyword list, its boats page by page
// with the shared cards, and its bases on the map (M1–M3). The loader answered 404 for an unknown
// country (R8); no canonical link (S3, in the route definition). All data is the server's (S2).
export default function CountryPage({ route }: PageProps) {
  const lang = useLanguage();
  const t = useT('home');
  const tMap = useT('map');
  const tContent = useT('content');
  const params = useParams();
  const [search] = useSearchParams();
  const { slug, page } = countryInput(params, search);
  const { areas, isLoading } = useCountryAreas(lang, slug);
  const points = useMemo(
    () => basePoints(areas, lang, (n) => tMap('destinations.boats', { count: formatNumber(n, lang) })),
    [areas, lang, tMap],
  );

  const country = areas[0]?.country;
  // Only reachable by a link inside the app (the server answers an unknown country with its 404 page).
  if (!slug || (!country && !isLoading)) return <NotFoundPage />;
  if (!country) return null;

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      {/* Each page of boats is indexable (no canonical, S3): its title says which page it is. */}
      <PageIntro
        route={route}
        values={{ country: country.name }}
        titleDetail={page > 1 ? t('pagination.page', { page: formatNumber(page, lang) }) : undefined}
      />
      {/* S7: the country's own keyword list, in the page's language. */}
      {KEYWORD_COUNTRIES.includes(slug) && <meta name="keywords" content={tContent(`keywords.${slug}`)} />}
      <CountryAreas lang={lang} destinations={areas} />
      <CountryGuide lang={lang} country={{ slug, name: country.name }} />
      <CountryBoats lang={lang} country={{ slug, name: country.name }} page={page} boatsKey={countryKeys(slug, page, lang).boats} />
      <section className="country-map" aria-labelledby="country-map-heading">
        <h2 id="country-map-heading">{t('country.mapHeading', { country: country.name })}</h2>
        <LazyBoatMap label={t('country.mapLabel', { country: country.name })} points={points} />
      </section>
    </>
  );
}
