import { useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { AppLink } from '../../components/app-link';
import { YachtCardList } from '../../components/yacht-card-list';
import { cardsListView, useYachtList } from '../../api/yacht-list';
import { useT } from '../../i18n/use-t';
import { formatPercent, formatPrice } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { useCurrentOffers } from '../../api/offers';
import { useOffer } from '../../api/offer';
import { CURRENT_OFFERS, expiredOfferSlug, similarBoatsKey } from './data';
import stylesUrl from './offer-expired.css?url';

// P1 `/offerexpired`: where an expired offer sends the visitor (a redirect for people and crawlers, never
// the error page). It says what happened and offers what can be booked instead: the current offers and
// boats like the expired offer's boat. Not indexed.
export default function OfferExpiredPage({ route }: PageProps) {
  const lang = useLanguage();
  const t = useT('content');
  const [search] = useSearchParams();
  const slug = expiredOfferSlug(search);
  const current = useCurrentOffers(lang, CURRENT_OFFERS);
  const { offer: expired } = useOffer(slug, lang);
  const { list: similar } = useYachtList(expired ? similarBoatsKey(expired.data, lang) : null, cardsListView);

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route}>
        {expired && (
          <p className="offer-expired__which">
            {t('expired.which', {
              title: expired.data.title,
              boat: expired.data.yacht.name,
              from: formatDate(expired.data.date_start, lang),
              to: formatDate(expired.data.date_end, lang),
            })}
          </p>
        )}
        <p>
          <AppLink className="button" to={`/${lang}/search`}>
            {t('expired.search')}
          </AppLink>
        </p>
      </PageIntro>
      <section aria-labelledby="current-offers-heading">
        <h2 id="current-offers-heading">{t('expired.currentHeading')}</h2>
        {current.length === 0 ? (
          <p>{t('expired.noOffers')}</p>
        ) : (
          <ul className="offer-list">
            {current.map((offer) => (
              <li key={offer.slug} className="offer-list__item">
                <h3>
                  <AppLink to={`/${lang}/offers/${offer.slug}`}>{offer.title}</AppLink>
                </h3>
                <p>
                  {offer.yacht.name} · {offer.yacht.base.city}, {offer.yacht.country.name}
                </p>
                <p>{t('offer.validity', { from: formatDate(offer.date_start, lang), to: formatDate(offer.date_end, lang) })}</p>
                {offer.price && (
                  <p>
                    <s>{formatPrice(offer.price.list_price, lang)}</s> <strong>{formatPrice(offer.price.price, lang)}</strong> (−
                    {formatPercent(offer.discount_percent, lang)})
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {similar && similar.data.length > 0 && (
        <section aria-labelledby="similar-boats-heading">
          <h2 id="similar-boats-heading">{t('expired.similarHeading')}</h2>
          <YachtCardList boats={similar.data} />
        </section>
      )}
    </>
  );
}
