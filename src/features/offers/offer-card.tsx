import type { LanguageCode } from '../../contract/languages';
import type { Offer } from '../../api/offers';
import { AppLink } from '../../components/app-link';
import { BoatImage } from '../../components/boat-image';
import { CARD_IMAGE_SIZES } from '../../components/yacht-card';
import { useT } from '../../i18n/use-t';
import { formatPercent, formatPrice, modelName } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import stylesUrl from './offer-card.css?url';

interface Props {
  offer: Offer;
  lang: LanguageCode;
  /** The first card of a list loads its image at once (it is likely in the first screen). */
  eager: boolean;
  /** The card's heading level under its list's heading: h3 under the home page's section, h2 on the offers page. */
  heading: 'h2' | 'h3';
  /** The offers page lists offers of every country, so it names the country; the home page's are featured. */
  withCountry?: boolean;
}

// A special offer as a card (P1): the boat, the offer's dates and its price before and after the discount,
// linking to the offer's page. The home page's featured offers and the offers list (issue 30 item 9) show
// the same card.
export function OfferCard({ offer, lang, eager, heading: Heading, withCountry = false }: Props) {
  const t = useT('home');
  const { base } = offer.yacht;
  return (
    <article className="offer-card" lang={offer.translated ? undefined : 'en'}>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <div className="offer-card__media">
        <BoatImage
          urls={offer.yacht.mainImageUrls}
          alt=""
          width={400}
          height={267}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
          className="offer-card__image"
        />
        {offer.discount_percent > 0 && (
          <span className="offer-card__badge">{t('offers.discount', { percent: formatPercent(offer.discount_percent, lang) })}</span>
        )}
      </div>
      <div className="offer-card__body">
        <Heading className="offer-card__title">
          <AppLink to={`/${lang}/offers/${offer.slug}`}>{offer.title}</AppLink>
        </Heading>
        <p className="offer-card__boat">
          {offer.yacht.name} · {modelName(offer.yacht.shipyard.name, offer.yacht.model.name)} · {base.name}
          {base.city && base.city !== base.name ? `, ${base.city}` : ''}
          {withCountry ? `, ${offer.yacht.country.name}` : ''}
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
  );
}
