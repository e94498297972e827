import { useMemo } from 'react';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { useDestinations } from '../../api/destinations';
import { LazyBoatMap } from '../../features/map/lazy-boat-map';
import { basePoints, destinationSearchPath } from '../../features/map/base-points';
import { useFeaturedYachts } from '../../api/featured-yachts';
import { YachtCardList } from '../../components/yacht-card-list';
// A stylesheet React puts in the server-rendered head (page chunks' own CSS would arrive only with
// their JavaScript, after the first paint).
import stylesUrl from './destinations.css?url';
import { useItineraries } from '../../api/itineraries';
import { formatNumber } from '../../lib/format';

// The sailing areas with their charter bases (C7 "the base on a map"), and every base on the map
// (M1–M3). The data is the server's (SWR fallback): no request after hydration.
export default function DestinationsPage({ route }: PageProps) {
  const lang = useLanguage();
  const t = useT('map');
  const { destinations, error } = useDestinations(lang);
  const { boats } = useFeaturedYachts(lang);
  const tContent = useT('content');
  const voyages = useItineraries(lang);
  const points = useMemo(
    () => basePoints(destinations, lang, (n) => t('destinations.boats', { count: formatNumber(n, lang) })),
    [destinations, lang, t],
  );

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      {destinations.length === 0 ? (
        <p className="destinations__empty">{error ? t('destinations.unavailable') : t('destinations.empty')}</p>
      ) : (
        <ul className="destinations" aria-label={t('destinations.bases')}>
          {destinations.map((d) => (
            <li key={d.id} className="destination">
              <h2 className="destination__name">
                <AppLink to={destinationSearchPath(lang, d)}>{d.name}</AppLink>
                {d.popular && <span className="destination__badge">{t('destinations.popular')}</span>}
              </h2>
              <p className="destination__meta">
                <AppLink to={`/${lang}/discover/${d.country.slug}`}>{d.country.name}</AppLink>
                {' · '}
                {t('destinations.boats', { count: formatNumber(d.yachts, lang) })}
              </p>
              {d.description && <p className="destination__text">{d.description}</p>}
              {d.bases.length > 0 && (
                <ul className="destination__bases">
                  {d.bases.map((b) => (
                    <li key={b.id}>
                      {b.name}
                      {b.city && b.city !== b.name ? `, ${b.city}` : ''}{' '}
                      <span className="destination__count">({formatNumber(b.yachts, lang)})</span>
                    </li>
                  ))}
                </ul>
              )}
              {voyages.some((v) => v.destination.slug === d.slug) && (
                <p className="destination__voyages">
                  {tContent('voyage.sailed')}{' '}
                  {voyages
                    .filter((v) => v.destination.slug === d.slug)
                    .map((v, i) => (
                      <span key={v.slug}>
                        {i > 0 && ', '}
                        <AppLink to={`/${lang}/voyage/${v.slug}`}>{v.title}</AppLink>
                      </span>
                    ))}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <section className="destinations__map" aria-labelledby="destinations-map-heading">
        <h2 id="destinations-map-heading">{t('destinations.mapHeading')}</h2>
        <LazyBoatMap label={t('destinations.mapLabel')} points={points} />
      </section>
      {boats.length > 0 && (
        <section className="destinations__boats" aria-labelledby="destinations-boats-heading">
          <h2 id="destinations-boats-heading">{t('destinations.boatsHeading')}</h2>
          <YachtCardList boats={boats} />
          <p>
            <AppLink className="button" to={`/${lang}/search`}>
              {t('destinations.allBoats')}
            </AppLink>
          </p>
        </section>
      )}
    </>
  );
}
