import type { LanguageCode } from '../../contract/languages';
import { useT } from '../../i18n/use-t';
import { OfferCard } from '../../features/offers/offer-card';
import { useFeaturedOffers } from '../../api/offers';

// Featured special offers (P1), each a card linking to the offer's page.
export function OfferCards({ lang }: { lang: LanguageCode }) {
  const t = useT('home');
  const { offers } = useFeaturedOffers(lang);
  return (
    <section className="home-section" aria-labelledby="home-offers-heading">
      <h2 id="home-offers-heading">{t('offers.heading')}</h2>
      {offers.length === 0 ? (
        <p className="home-section__empty">{t('offers.empty')}</p>
      ) : (
        <ul className="offer-cards">
          {offers.map((offer, i) => (
            <li key={offer.slug}>
              <OfferCard offer={offer} lang={lang} eager={i === 0} heading="h3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
