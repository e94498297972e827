import { useEffect, useRef } from 'react';
import type { LanguageCode } from '../../contract/languages';
import { YachtCardList } from '../../components/yacht-card-list';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { useCountryYachts } from '../../api/country-yachts';
import { PageLinks } from '../../components/page-links';

interface Props {
  lang: LanguageCode;
  country: { slug: string; name: string };
  page: number;
  /** The page of boats to show (countryKeys). */
  boatsKey: string;
}

// The country's boats, a page at a time, with plain page links (the server renders each page; in the
// app a page link fetches the next page without a reload).
export function CountryBoats({ lang, country, page, boatsKey }: Props) {
  const t = useT('home');
  const { list, error, isLoading } = useCountryYachts(boatsKey);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    // R9 keeps the scroll on a query change; a new page of boats starts at the list's heading.
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const boats = list?.data ?? [];
  return (
    <section className="country-boats" aria-labelledby="country-boats-heading" aria-busy={isLoading}>
      <h2 id="country-boats-heading" ref={heading}>
        {t('country.boatsHeading', { country: country.name })}
      </h2>
      {list && list.total > 0 && list.from !== null && list.to !== null && (
        <p className="country-boats__range" role="status">
          {t('country.range', {
            from: formatNumber(list.from, lang),
            to: formatNumber(list.to, lang),
            total: formatNumber(list.total, lang),
          })}
        </p>
      )}
      {error && !list ? (
        <p role="alert">{t('country.loadFailed')}</p>
      ) : boats.length === 0 ? (
        <p className="country-boats__empty">
          {list && list.total > 0 ? t('country.pageEmpty') : t('country.empty', { country: country.name })}
        </p>
      ) : (
        <YachtCardList boats={boats} eager={1} />
      )}
      {list && (
        <PageLinks current={page} last={list.last_page} hrefOf={(p) => `/${lang}/discover/${country.slug}${p > 1 ? `?page=${p}` : ''}`} />
      )}
    </section>
  );
}
