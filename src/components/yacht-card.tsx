import type { CardQuote, CardView } from '../api/card-view';
import { useLanguage } from './layout/language-root';
import { useT } from '../i18n/use-t';
import { AppLink } from './app-link';
import { BoatImage } from './boat-image';
import { StarRating } from './star-rating';
import { FavoriteButton } from '../features/favorites/favorite-button';
import { boatPath, type CharterDates } from '../lib/boat-path';
import { formatLength, formatNumber, formatPercent, formatPrice, modelName } from '../lib/format';
import { favoriteItemOf } from '../features/favorites/favorite-items';

// One boat in a list (search, home, country, similar boats). With dates the price is for exactly
// those dates (C6): the total, what it includes and what is paid at the base; without, the lowest
// weekly price. The whole card is one link target: its heading's link covers the card (CSS), so a pointer
// anywhere on it opens the boat while keyboards and screen readers meet one link per boat.
// Its parts carry no classes of their own: the stylesheet reaches them by their place in the card
// (src/styles/app.css), because a search document repeats every attribute 20 times (decision 032).

interface Props {
  boat: CardView;
  dates?: CharterDates | null;
  frame?: boolean;
  /** The first cards of a page: loaded at once with high priority. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

export const CARD_IMAGE_SIZES = '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw';

export function YachtCard({ boat, dates = null, frame = false, eager = false, headingLevel = 2 }: Props) {
  const t = useT('catalog');
  const lang = useLanguage();
  const href = boatPath(lang, boat, { frame, dates: boat.quote ? dates : null });
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="yacht-card">
      <BoatImage urls={boat.mainImageUrls} alt="" width={400} height={267} sizes={CARD_IMAGE_SIZES} eager={eager} />
      <FavoriteButton item={favoriteItemOf(boat)} className="yacht-card__wish" />
      <div>
        <Heading>
          <AppLink to={href}>{boat.name}</AppLink>
        </Heading>
        {/* One text each (not several nodes), so the document carries no separators between them. */}
        <p>{`${modelName(boat.shipyard.name, boat.model.name)} · ${boat.year} · ${boat.type.name}`}</p>
        <p>{`${boat.base.name}${boat.base.city && boat.base.city !== boat.base.name ? `, ${boat.base.city}` : ''} · ${boat.country.name}`}</p>
        <ul aria-label={t('card.specs')}>
          <li>{t('card.cabins', { n: formatNumber(boat.cabins, lang) })}</li>
          <li>{t('card.berths', { n: formatNumber(boat.berths, lang) })}</li>
          <li>{t('card.heads', { n: formatNumber(boat.heads, lang) })}</li>
          <li>{t('card.people', { n: formatNumber(boat.max_people, lang) })}</li>
          <li>{formatLength(boat.length_m, lang)}</li>
        </ul>
        {boat.rating !== null && boat.reviews_count > 0 && (
          <p>
            <StarRating rate={boat.rating} /> <span>{t('card.reviews', { n: formatNumber(boat.reviews_count, lang) })}</span>
          </p>
        )}
        <CardPrice boat={boat} quote={boat.quote} />
      </div>
    </article>
  );
}

function CardPrice({ boat, quote }: { boat: CardView; quote: CardQuote | null }) {
  const t = useT('catalog');
  const lang = useLanguage();
  if (quote) {
    const extrasNow = quote.extras_total_now;
    return (
      <div className="yacht-card__price">
        <p>
          <strong>{formatPrice(quote.total, lang)}</strong>
          {` ${t('price.forNights', { n: formatNumber(quote.nights, lang) })}`}
        </p>
        <ul>
          <li>
            {quote.discount_percent > 0
              ? t('price.charterDiscount', {
                  price: formatPrice(quote.price, lang),
                  list: formatPrice(quote.list_price, lang),
                  percent: formatPercent(quote.discount_percent, lang),
                })
              : t('price.charter', { price: formatPrice(quote.price, lang) })}
          </li>
          {extrasNow > 0 && <li>{t('price.extrasNow', { price: formatPrice(extrasNow, lang) })}</li>}
          {quote.payable_at_base_total > 0 && <li>{t('price.atBase', { price: formatPrice(quote.payable_at_base_total, lang) })}</li>}
        </ul>
      </div>
    );
  }
  return (
    <div className="yacht-card__price">
      <p>
        {boat.price_from !== null ? (
          <>
            {`${t('price.from')} `}
            <strong>{formatPrice(boat.price_from, lang)}</strong>
            {` ${t('price.perWeek')}`}
          </>
        ) : (
          t('price.onRequest')
        )}
      </p>
    </div>
  );
}
