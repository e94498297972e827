import type { LanguageCode } from '../../contract/languages';
import { AppLink } from '../../components/app-link';
import { BoatImage } from '../../components/boat-image';
import { CARD_IMAGE_SIZES } from '../../components/yacht-card';
import { useT } from '../../i18n/use-t';
import { formatPercent, formatPrice, modelName } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { useFeaturedOffers } from '../../api/offers';

// Featured special offers (P1): the boat, the offer's dates and its price before and after the discount,
// each linking to the offer's page.
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
              <article className="offer-card">
                <div className="offer-card__media">
                  <BoatImage
                    urls={offer.yacht.mainImageUrls}
                    alt=""
                    width={400}
                    height={267}
                    sizes={CARD_IMAGE_SIZES}
                    eager={i === 0}
                    className="offer-card__image"
                  />
                  {offer.discount_percent > 0 && (
                    <span className="offer-card__badge">
                      {t('offers.discount', { percent: formatPercent(offer.discount_percent, lang) })}
                    </span>
                  )}
                </div>
                <div className="offer-card__body">
                  <h3 className="offer-card__title">
                    <AppLink to={`/${lang}/offers/${offer.slug}`}>{offer.title}</AppLink>
                  </h3>
                  <p className="offer-card__boat">
                    {offer.yacht.name} · {modelName(offer.yacht.shipyard.name, offer.yacht.model.name)} · {offer.yacht.base.name}
                    {offer.yacht.base.city && offer.yacht.base.city !== offer.yacht.base.name ? `, ${offer.yacht.base.city}` : ''}
                  </p>
                  <p className="offer-card__dates">
                    {t('offers.dates', { start: formatShortDate(offer.date_start, lang), end: formatShortDate(offer.date_end, lang) })}
                  </p>
                  {offer.price ? (
                    <p className="offer-card__price">
                      {offer.price.list_price > offer.price.price && (
                        <s className="offer-card__was">{t('offers.was', { price: formatPrice(offer.price.list_price, lang) })}</s>
                      )}{' '}
                      <strong>{t('offers.now', { price: formatPrice(offer.price.price, lang) })}</strong>
                    </p>
                  ) : (
                    <p className="offer-card__price">{t('offers.unavailable')}</p>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
