import { Navigate, useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { NotFoundPage } from '../../components/not-found-page';
import { YachtCard } from '../../components/yacht-card';
import { AppLink } from '../../components/app-link';
import { FallbackNote } from '../../components/fallback-note';
import { slugOf } from '../../contract/slug';
import { useT } from '../../i18n/use-t';
import { bookingPath } from '../../lib/boat-path';
import { formatNumber, formatPercent, formatPrice } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { useOffer } from '../../api/offer';
import { offerExpiredPath } from './data';
import stylesUrl from './offer.css?url';

// P1 `/offers/{id}`: the offer's boat priced for exactly its dates (the same quote a booking uses), what
// the price includes, how long the offer holds, and the Book link into the booking flow (B1). An expired
// offer never renders here: the server redirected (route.ts); a link inside the app is sent on below.
export default function OfferPage({ route }: PageProps) {
  const lang = useLanguage();
  const t = useT('content');
  const slug = slugOf(useParams().id);
  const { offer: data, error } = useOffer(slug, lang);
  if (!slug || error) return <NotFoundPage />;
  if (!data) return null;
  if (data.expired) return <Navigate to={offerExpiredPath(lang, slug)} replace />;

  const offer = data.data;
  const quote = offer.yacht.quote;
  const dates = { date_start: offer.date_start, date_end: offer.date_end };
  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} titleDetail={offer.title} />
      <article className="offer" lang={offer.translated ? undefined : 'en'}>
        <h2 className="offer__title">{offer.title}</h2>
        <FallbackNote translated={offer.translated} />
        <p className="offer__validity">
          {t('offer.validity', { from: formatDate(offer.date_start, lang), to: formatDate(offer.date_end, lang) })}{' '}
          {t('offer.bookBefore', { date: formatDate(offer.date_start, lang) })}
        </p>
        <div className="offer__grid">
          <YachtCard boat={offer.yacht} dates={dates} eager headingLevel={3} />
          <section className="offer__price" aria-labelledby="offer-price-heading">
            <h3 id="offer-price-heading">{t('offer.priceHeading')}</h3>
            {quote ? (
              <>
                <dl className="offer__breakdown">
                  {[
                    {
                      key: 'list',
                      label: t('offer.listPrice', { n: formatNumber(quote.nights, lang) }),
                      value: <s>{formatPrice(quote.list_price, lang)}</s>,
                    },
                    {
                      key: 'discount',
                      label: t('offer.discount', { percent: formatPercent(offer.discount_percent, lang) }),
                      value: `−${formatPrice(quote.list_price - quote.price, lang)}`,
                    },
                    { key: 'price', label: t('offer.offerPrice'), value: <strong>{formatPrice(quote.price, lang)}</strong> },
                    ...quote.obligatory_extras.map((extra) => ({
                      key: `extra-${extra.name}`,
                      label: extra.payable_at_base ? `${extra.name} (${t('offer.atBase')})` : extra.name,
                      value: formatPrice(extra.total, lang),
                    })),
                    { key: 'total', label: t('offer.total'), value: formatPrice(quote.total, lang), total: true },
                  ].map((row) => (
                    <div key={row.key} className={'total' in row ? 'offer__row offer__total' : 'offer__row'}>
                      <dt>{row.label}</dt>
                      <dd>{row.value}</dd>
                    </div>
                  ))}
                </dl>
                <h3>{t('offer.includedHeading')}</h3>
                <ul className="offer__included">
                  <li>{t('offer.included.boat')}</li>
                  <li>{t('offer.included.equipment')}</li>
                  <li>{t('offer.included.checkIn')}</li>
                  <li>{t('offer.included.insurance')}</li>
                </ul>
                <AppLink className="button offer__book" to={bookingPath(lang, offer.yacht.slug, dates)}>
                  {t('offer.book', { price: formatPrice(quote.total, lang) })}
                </AppLink>
              </>
            ) : (
              <p>{t('offer.noPrice')}</p>
            )}
          </section>
        </div>
      </article>
    </>
  );
}
