import { useMemo, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { languageOf, type LanguageCode } from '../../contract/languages';
import { routeLegsNm } from '../../contract/nautical-miles';
import { slugOf } from '../../contract/slug';
import { PageHead } from '../../components/head/page-head';
import { useLanguage } from '../../components/layout/language-root';
import { NotFoundPage } from '../../components/not-found-page';
import { AppLink } from '../../components/app-link';
import { FallbackNote } from '../../components/fallback-note';
import { JsonLdScript } from '../../components/json-ld-script';
import { YachtCardList } from '../../components/yacht-card-list';
import { useAppState } from '../../app-state-context';
import { cardsListView, useYachtList } from '../../api/yacht-list';
import { LazyBoatMap, type MapPoint } from '../../features/map/lazy-boat-map';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { useItinerary } from '../../api/itinerary';
import { voyageBoatsKey } from './data';
import { charterDatesOfQuery } from '../../contract/yacht-search';
import { voyageJsonLd } from './voyage-json-ld';
import { legDays } from './leg-days';
import stylesUrl from './voyage.css?url';

// P1 `/voyage/{slug}`: a sailing itinerary day by day, each leg's great-circle distance in nautical
// miles and the total, the route on the map (offline or Google, M1–M3), the base it starts from and the
// boats of its area for the visitor's dates (a plain GET form), and TouristTrip JSON-LD.
const nm = (n: number, lang: LanguageCode) => formatNumber(Math.round(n * 10) / 10, lang);

export default function VoyagePage(_props: PageProps) {
  const lang = useLanguage();
  const t = useT('content');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { siteUrl } = useAppState().config;
  const slug = slugOf(useParams().itinerarySlug);
  const { voyage: data, error } = useItinerary(slug, lang);
  const voyage = data?.data;
  const dates = charterDatesOfQuery(search);
  const { list } = useYachtList(voyage ? voyageBoatsKey(voyage, dates, lang) : null, cardsListView);
  const legs = useMemo(() => routeLegsNm(voyage?.stops ?? []), [voyage]);
  const days = useMemo(() => legDays(voyage?.stops ?? []), [voyage]);
  const route = useMemo(() => voyage?.stops.map((s) => ({ lat: s.lat, lng: s.lng })) ?? [], [voyage]);
  const points = useMemo<MapPoint[]>(() => {
    if (!voyage) return [];
    // The base is first and last stop: one marker for it.
    const seen = new Set<string>();
    return voyage.stops.flatMap((s, i) => {
      if (seen.has(s.name)) return [];
      seen.add(s.name);
      return [
        {
          id: `stop-${i}`,
          lat: s.lat,
          lng: s.lng,
          title: s.name,
          subtitle: i === 0 ? t('voyage.start') : t('voyage.stopNumber', { n: formatNumber(i, lang) }),
        },
      ];
    });
  }, [voyage, t, lang]);

  if (!slug || error) return <NotFoundPage />;
  if (!voyage) return null;

  const onDates = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(e.currentTarget)) if (typeof value === 'string' && value !== '') query.set(key, value);
    void navigate(`${pathname}?${query.toString()}`, { preventScrollReset: true });
  };
  const stopNames = voyage.stops.map((s) => s.name).join(' → ');
  const boats = list?.data ?? [];

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageHead title={t('voyage.title', { title: voyage.title })} description={voyage.description} />
      <JsonLdScript value={voyageJsonLd(voyage, `${siteUrl}${pathname}`, siteUrl, languageOf(lang).tag)} />
      <div lang={voyage.translated ? undefined : 'en'}>
        <header className="page-intro">
          <h1>{voyage.title}</h1>
          <p className="page-intro__lead">{voyage.description}</p>
          <FallbackNote translated={voyage.translated} />
        </header>
      </div>
      <ul className="voyage-facts">
        <li>{t('voyage.nights', { n: formatNumber(voyage.nights, lang) })}</li>
        <li>{t('voyage.total', { nm: nm(legs.total, lang) })}</li>
        {voyage.start_base && <li>{t('voyage.startsAt', { base: `${voyage.start_base.name}, ${voyage.start_base.city}` })}</li>}
        <li>
          <AppLink to={`/${lang}/search?destinations=${voyage.destination.slug}`}>{voyage.destination.name}</AppLink>
        </li>
      </ul>
      <div className="voyage-layout">
        <section aria-labelledby="voyage-days-heading">
          <h2 id="voyage-days-heading">{t('voyage.daysHeading')}</h2>
          <ol className="voyage-days">
            {legs.legs.map((distance, i) => {
              const from = voyage.stops[i]!;
              const day = days[i]!;
              const to = voyage.stops[i + 1]!;
              return (
                <li key={i} className="voyage-day">
                  <span className="voyage-day__label">{t('voyage.day', { n: formatNumber(day, lang) })}</span>{' '}
                  <span className="voyage-day__route">
                    {from.name} → {to.name}
                  </span>{' '}
                  <span className="voyage-day__nm">{t('voyage.legNm', { nm: nm(distance, lang) })}</span>
                  {to.nights > 1 && <span className="voyage-day__stay"> · {t('voyage.stay', { n: formatNumber(to.nights, lang) })}</span>}
                </li>
              );
            })}
          </ol>
          <p className="voyage-total">
            <strong>{t('voyage.total', { nm: nm(legs.total, lang) })}</strong>
          </p>
          <p className="voyage-note">{t('voyage.distanceNote')}</p>
        </section>
        <section aria-labelledby="voyage-map-heading" className="voyage-map">
          <h2 id="voyage-map-heading">{t('voyage.mapHeading')}</h2>
          <LazyBoatMap
            label={t('voyage.mapLabel', { title: voyage.title })}
            points={points}
            route={route}
            routeLabel={t('voyage.routeLabel', { stops: stopNames })}
          />
        </section>
      </div>
      <section aria-labelledby="voyage-boats-heading" className="voyage-boats">
        <h2 id="voyage-boats-heading">{t('voyage.boatsHeading', { area: voyage.destination.name })}</h2>
        <form className="voyage-dates" method="get" action={pathname} onSubmit={onDates} aria-label={t('voyage.datesLabel')}>
          <div className="voyage-dates__field">
            <label htmlFor="voyage-date-start">{t('voyage.dateStart')}</label>
            <input
              id="voyage-date-start"
              type="date"
              name="date_start"
              defaultValue={dates?.start ?? ''}
              key={`start-${dates?.start ?? ''}`}
              required
            />
          </div>
          <div className="voyage-dates__field">
            <label htmlFor="voyage-date-end">{t('voyage.dateEnd')}</label>
            <input
              id="voyage-date-end"
              type="date"
              name="date_end"
              defaultValue={dates?.end ?? ''}
              key={`end-${dates?.end ?? ''}`}
              required
            />
          </div>
          <button type="submit" className="button">
            {t('voyage.showBoats')}
          </button>
        </form>
        {list && boats.length === 0 ? (
          <p>{t('voyage.noBoats')}</p>
        ) : (
          <YachtCardList boats={boats} dates={dates ? { date_start: dates.start, date_end: dates.end } : null} />
        )}
        <p>
          <AppLink
            to={`/${lang}/search?destinations=${voyage.destination.slug}${dates ? `&date_start=${dates.start}&date_end=${dates.end}` : ''}`}
          >
            {t('voyage.allBoats', { area: voyage.destination.name })}
          </AppLink>
        </p>
      </section>
    </>
  );
}
