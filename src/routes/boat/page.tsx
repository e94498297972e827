import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { YachtCardList } from '../../components/yacht-card-list';
import { FavoriteButton } from '../../features/favorites/favorite-button';
import { StarRating } from '../../components/star-rating';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { useYacht, yachtKey, type YachtDetail } from '../../api/yacht';
import { usePeriodPrices } from '../../api/yacht-period-prices';
import { useDailyPrices } from '../../api/yacht-daily-prices';
import { useQuote } from '../../api/yacht-quote';
import { charterDatesOfQuery } from '../../contract/yacht-search';
import { LazyBoatMap } from '../../features/map/lazy-boat-map';
import { favoriteItemOf } from '../../features/favorites/favorite-items';
import { formatNumber } from '../../lib/format';
import { BoatHead } from './boat-head';
import { BoatGallery } from './boat-gallery';
import { BoatSpecs } from './boat-specs';
import { BoatExtras } from './boat-extras';
import { BoatPrices } from './boat-prices';
import { BoatReviews } from './boat-reviews';
import { BoatBooking } from './boat-booking';
import { useLocation } from 'react-router';
import stylesUrl from './boat.css?url';

// Issue 29: only a boat of a company's fleet system says how fresh its prices are; the note's code (its
// request, the relative time) loads on those boats' pages only, after hydration.
const BoatFreshness = lazy(() => import('./boat-freshness').then((m) => ({ default: m.BoatFreshness })));

// The boat page (C7, R11, S5, L1): everything about one boat, server rendered from the loader's data
// (src/routes/boat/route.ts) so the browser asks the API nothing until the visitor picks dates.
// The same page serves /{lang}/{type}/{slug}, /{lang}/catamaran/{slug} and the frame variant.

export default function BoatPage({ route }: PageProps) {
  const lang = useLanguage();
  const slug = useParams().yachtSlug ?? '';
  const { boat, error } = useYacht(slug, lang);
  const t = useT('boat');
  if (!boat) {
    // Only after a navigation in the browser: the server answers an unknown boat with its 404 (R8).
    return (
      <>
        <link rel="stylesheet" href={stylesUrl} precedence="default" />
        <PageIntro route={route}>{error ? <p role="alert">{t('notFound')}</p> : <p role="status">{t('loading')}</p>}</PageIntro>
      </>
    );
  }
  return <BoatDetail boat={boat} pageKey={yachtKey(slug, lang)} frame={route.layout === 'iframe'} noindex={route.noindex === true} />;
}

function BoatDetail({ boat, pageKey, frame, noindex }: { boat: YachtDetail; pageKey: string; frame: boolean; noindex: boolean }) {
  const t = useT('boat');
  const lang = useLanguage();
  const { search } = useLocation();
  const dates = charterDatesOfQuery(new URLSearchParams(search));
  const periods = usePeriodPrices(boat.id);
  const daily = useDailyPrices(pageKey, boat.id);
  const { quote } = useQuote(pageKey, boat.id, dates, lang);
  const cardDates = dates ? { date_start: dates.start, date_end: dates.end } : null;

  return (
    <article className="boat-page" data-boat={boat.slug}>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <BoatHead boat={boat} periods={periods} quote={quote} noindex={noindex} />
      {!frame && (
        <nav className="boat-crumbs" aria-label={t('breadcrumb.label')}>
          <ol>
            <li>
              <AppLink to={`/${lang}`}>{t('breadcrumb.home')}</AppLink>
            </li>
            <li>
              <AppLink to={`/${lang}/search`}>{t('breadcrumb.search')}</AppLink>
            </li>
            <li>
              <AppLink to={`/${lang}/discover/${boat.country.slug}`}>{boat.country.name}</AppLink>
            </li>
            <li aria-current="page">{boat.name}</li>
          </ol>
        </nav>
      )}
      <header className="boat-title">
        <div>
          <h1>{boat.name}</h1>
          <p className="boat-title__meta">
            {boat.model.name} · {boat.year} · {boat.base.name}, {boat.country.name}
          </p>
          {boat.rating !== null && (
            <p className="boat-title__rating">
              <StarRating rate={boat.rating} /> <span>({formatNumber(boat.reviews_count, lang)})</span>
            </p>
          )}
        </div>
        <FavoriteButton item={favoriteItemOf(boat)} className="boat-title__wish" />
      </header>
      <BoatGallery boat={boat} />
      <div className="boat-layout">
        {/* First in reading order, so a phone shows the price right after the photos. */}
        <aside className="boat-layout__side">
          <BoatBooking boat={boat} pageKey={pageKey} frame={frame} />
          {boat.from_fleet_system && (
            <Suspense fallback={null}>
              <BoatFreshness yachtId={boat.id} />
            </Suspense>
          )}
        </aside>
        <div className="boat-layout__main">
          <BoatSpecs boat={boat} />
          <BoatExtras boat={boat} />
          <BoatPrices periods={periods} daily={daily} />
          <BoatReviews boat={boat} />
          <section className="boat-section" aria-labelledby="boat-map">
            <h2 id="boat-map">{t('map.heading')}</h2>
            <p>
              {boat.base.name}
              {boat.base.city && boat.base.city !== boat.base.name ? `, ${boat.base.city}` : ''}, {boat.country.name}
            </p>
            <LazyBoatMap
              label={t('map.label', { base: boat.base.name })}
              points={[
                {
                  id: `base-${boat.base.id}`,
                  lat: boat.base.lat,
                  lng: boat.base.lng,
                  title: boat.base.name,
                  subtitle: `${boat.base.city}, ${boat.country.name}`,
                },
              ]}
              center={{ lng: boat.base.lng, lat: boat.base.lat }}
              zoom={9}
              height="clamp(260px, 50vw, 380px)"
            />
          </section>
        </div>
      </div>
      {boat.similar.length > 0 && (
        <section className="boat-section boat-similar" aria-labelledby="boat-similar">
          <h2 id="boat-similar">{t('similar.heading')}</h2>
          <YachtCardList className="boat-similar__list" boats={boat.similar} dates={cardDates} frame={frame} />
        </section>
      )}
    </article>
  );
}
