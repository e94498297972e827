import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { AppLink } from '../../components/app-link';
import { StarRating } from '../../components/star-rating';
import type { YachtDetail } from '../../api/yacht';
import { formatFixed, formatNumber, formatPercent } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { isLanguageCode, languageOf } from '../../contract/languages';

// C7, C9: reviews with fractional star ratings and the day sailed; then the boat's current offers.

export function BoatReviews({ boat }: { boat: YachtDetail }) {
  const t = useT('boat');
  const lang = useLanguage();
  return (
    <>
      <section className="boat-section" aria-labelledby="boat-reviews">
        <h2 id="boat-reviews">{t('reviews.heading')}</h2>
        {boat.reviews.length === 0 ? (
          <p>{t('reviews.none')}</p>
        ) : (
          <>
            {boat.rating !== null && (
              <p className="boat-reviews__summary">
                <StarRating rate={boat.rating} />{' '}
                {t('reviews.summary', { rate: formatFixed(boat.rating, lang, 1), count: formatNumber(boat.reviews_count, lang) })}
              </p>
            )}
            <ul className="boat-reviews">
              {boat.reviews.map((r, i) => (
                <li key={`${r.sailed_on}-${r.author}-${i}`} className="boat-review">
                  <p className="boat-review__head">
                    <StarRating rate={r.rate} />
                    <strong>{r.author}</strong>
                    {r.country_code && <span> ({r.country_code})</span>}
                  </p>
                  <p className="boat-review__date">{t('reviews.sailed', { date: r.sailed_on })}</p>
                  <p lang={isLanguageCode(r.language) ? languageOf(r.language).tag : undefined}>{r.body}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {boat.offers.length > 0 && (
        <section className="boat-section" aria-labelledby="boat-offers">
          <h2 id="boat-offers">{t('offers.heading')}</h2>
          <ul className="boat-offers">
            {boat.offers.map((o) => (
              <li key={o.slug}>
                <AppLink to={`/${lang}/offers/${o.slug}`}>{o.title}</AppLink>{' '}
                <span className="boat-tag boat-tag--strong">
                  {t('offers.discount', { percent: formatPercent(o.discount_percent, lang) })}
                </span>{' '}
                {t('offers.dates', { start: formatShortDate(o.date_start, lang), end: formatShortDate(o.date_end, lang) })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
