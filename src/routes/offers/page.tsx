import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import type { LanguageCode } from '../../contract/languages';
import { PageIntro } from '../../components/page-intro';
import { PageLinks } from '../../components/page-links';
import { useLanguage } from '../../components/layout/language-root';
import { AppLink } from '../../components/app-link';
import { OfferCard } from '../../features/offers/offer-card';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { useDestinationOptions, type DestinationOption } from '../../api/destinations';
import { offersListKey, useOffersList } from '../../api/offers';
import { OFFERS_PER_PAGE, offersPath, offersQueryOf, offersRequestOf, type OffersRequest } from './data';
import stylesUrl from './offers.css?url';

// Issue 30 item 9, P1: every bookable special offer, a page at a time, filtered by destination and by the
// dates the charter must lie within. The filters are a GET form and the page links plain links, so both
// work before JavaScript; in the app the form navigates without a reload.
export default function OffersPage({ route }: PageProps) {
  const lang = useLanguage();
  const t = useT('content');
  const tHome = useT('home');
  const [search] = useSearchParams();
  const request = offersRequestOf(search);
  const { filter, page, problems } = request;
  const destinations = useDestinationOptions(lang);
  const data = useOffersList(problems.length === 0 ? offersListKey(lang, filter, page, OFFERS_PER_PAGE) : null);
  const offers = data?.data ?? [];
  const destinationName = destinations.find((d) => d.slug === filter.destination)?.name ?? filter.destination;
  // Every filtered view is a page of its own: its title says what sets it apart (check:site: no two
  // indexable pages share a title).
  const detail = [
    destinationName,
    filter.date_from && t('offers.fromDay', { date: formatShortDate(filter.date_from, lang) }),
    filter.date_to && t('offers.toDay', { date: formatShortDate(filter.date_to, lang) }),
    page > 1 ? tHome('pagination.page', { page: formatNumber(page, lang) }) : undefined,
  ].filter(Boolean);
  const query = offersQueryOf(filter, page);

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} canonicalQuery={query || undefined} titleDetail={detail.length > 0 ? detail.join(', ') : undefined} />
      <OffersFilterForm lang={lang} request={request} destinations={destinations} />
      {problems.length > 0 && (
        <div className="offers-problems" role="alert">
          <p>{t('offers.problemsIntro')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{t(`offers.problems.${problem}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {data && (
        <p className="offers-count" role="status">
          {data.total === 0 ? t('offers.none') : t('offers.count', { n: formatNumber(data.total, lang) })}
        </p>
      )}
      {offers.length > 0 && (
        <ul className="offers-grid">
          {offers.map((offer, i) => (
            <li key={offer.slug}>
              <OfferCard offer={offer} lang={lang} eager={i === 0} heading="h2" withCountry />
            </li>
          ))}
        </ul>
      )}
      {data && <PageLinks current={page} last={data.last_page} hrefOf={(p) => offersPath(lang, filter, p)} />}
    </>
  );
}

function OffersFilterForm({
  lang,
  request,
  destinations,
}: {
  lang: LanguageCode;
  request: OffersRequest;
  destinations: DestinationOption[];
}) {
  const t = useT('content');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const action = `/${lang}/offers`;
  const filtered = [...search.keys()].some((key) => key !== 'page');
  // The URL's own values (a refused one too, for the visitor to correct it).
  const value = (key: string) => search.get(key) ?? '';
  const byCountry = new Map<string, DestinationOption[]>();
  for (const d of [...destinations].sort(
    (a, b) => a.country.name.localeCompare(b.country.name, lang) || a.name.localeCompare(b.name, lang),
  )) {
    byCountry.set(d.country.name, [...(byCountry.get(d.country.name) ?? []), d]);
  }
  const invalid = (key: 'destination' | 'date_from' | 'date_to') =>
    request.problems.includes(key) || (key === 'date_to' && request.problems.includes('order')) || undefined;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const query = new URLSearchParams();
    for (const [key, v] of new FormData(e.currentTarget)) if (typeof v === 'string' && v.trim()) query.set(key, v.trim());
    const qs = query.toString();
    void navigate(qs ? `${action}?${qs}` : action);
  };

  return (
    // Keyed by the URL, so a navigation (back, a link) shows that URL's values.
    <form
      key={search.toString()}
      className="offers-filter"
      method="get"
      action={action}
      onSubmit={submit}
      aria-label={t('offers.filterLabel')}
    >
      <div className="offers-filter__field">
        <label htmlFor="offers-destination">{t('offers.destination')}</label>
        <select id="offers-destination" name="destination" defaultValue={value('destination')} aria-invalid={invalid('destination')}>
          <option value="">{t('offers.anyDestination')}</option>
          {[...byCountry].map(([country, list]) => (
            <optgroup key={country} label={country}>
              {list.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="offers-filter__field">
        <label htmlFor="offers-date-from">{t('offers.dateFrom')}</label>
        <input id="offers-date-from" type="date" name="date_from" defaultValue={value('date_from')} aria-invalid={invalid('date_from')} />
      </div>
      <div className="offers-filter__field">
        <label htmlFor="offers-date-to">{t('offers.dateTo')}</label>
        <input id="offers-date-to" type="date" name="date_to" defaultValue={value('date_to')} aria-invalid={invalid('date_to')} />
      </div>
      <div className="offers-filter__actions">
        <button type="submit" className="button">
          {t('offers.show')}
        </button>
        {filtered && <AppLink to={action}>{t('offers.clear')}</AppLink>}
      </div>
    </form>
  );
}
