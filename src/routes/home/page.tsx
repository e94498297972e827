import { useT } from '../../i18n/use-t';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { SearchBox } from './search-box';
import { OfferCards } from './offer-cards';
import { PopularDestinations } from './popular-destinations';
import { HomeBoats } from './home-boats';
import stylesUrl from './home.css?url';

const POINTS = ['availability', 'price', 'languages'] as const;

// The home page: the search box, featured offers, popular destinations and a few boats, all rendered
// on the server from the route loader's data (S2: no API request after hydration).
export default function HomePage({ route }: PageProps) {
  const t = useT('pages');
  const tHome = useT('home');
  const lang = useLanguage();
  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route}>
        <SearchBox lang={lang} />
      </PageIntro>
      <OfferCards lang={lang} />
      {/* Issue 30 item 9: the three featured offers lead on to all of them. */}
      <p className="home-offers-all">
        <AppLink to={`/${lang}/offers`}>{tHome('offers.all')}</AppLink>
      </p>
      <PopularDestinations lang={lang} />
      <HomeBoats lang={lang} />
      <section className="value-points" aria-labelledby="value-points-heading">
        <h2 id="value-points-heading">{t('home.pointsHeading')}</h2>
        <ul>
          {POINTS.map((point) => (
            <li key={point}>
              <h3>{t(`home.points.${point}.title`)}</h3>
              <p>{t(`home.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
