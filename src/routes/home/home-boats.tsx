import type { LanguageCode } from '../../contract/languages';
import { AppLink } from '../../components/app-link';
import { YachtCardList } from '../../components/yacht-card-list';
import { useT } from '../../i18n/use-t';
import { useFeaturedYachts } from '../../api/featured-yachts';

// A few boats of the fleet with the shared cards (price "from", wishlist heart, link to the boat).
export function HomeBoats({ lang }: { lang: LanguageCode }) {
  const t = useT('home');
  const tPages = useT('pages');
  const { boats } = useFeaturedYachts(lang);
  return (
    <section className="home-section" aria-labelledby="home-boats-heading">
      <h2 id="home-boats-heading">{t('boats.heading')}</h2>
      {boats.length === 0 ? <p className="home-section__empty">{t('boats.empty')}</p> : <YachtCardList boats={boats} />}
      <p className="home-section__more">
        <AppLink className="button" to={`/${lang}/search`}>
          {tPages('home.cta')}
        </AppLink>
      </p>
    </section>
  );
}
