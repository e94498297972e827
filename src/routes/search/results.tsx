import type { ReactNode, RefObject } from 'react';
import { AppLink } from '../../components/app-link';
import { YachtCardList } from '../../components/yacht-card-list';
import { useT } from '../../i18n/use-t';
import type { CardsView } from '../../api/yacht-list';
import type { CharterDates } from '../../lib/boat-path';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../components/layout/language-root';
import { Pagination } from './pagination';
import { EMPTY_SEARCH, type YachtSearch } from '../../contract/yacht-search';
import type { LanguageCode } from '../../contract/languages';
import { widenings } from './widenings';

// The first cards are above the fold on a phone and a desktop: loaded at once, the rest lazily.
const EAGER_CARDS = 2;

interface Props {
  list: CardsView | undefined;
  failed: boolean;
  busy: boolean;
  search: YachtSearch;
  dates: CharterDates | null;
  frame: boolean;
  /** C5: the list of every destination, which stays at its first page. */
  allDestinations: boolean;
  hrefOf(search: YachtSearch): string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Beside the heading: the sort order. */
  toolbar: ReactNode;
  /** The URL query these results render (with aria-busy, tells a test the page has caught up). */
  query: string;
}

export function Results({ list, failed, busy, search, dates, frame, allDestinations, hrefOf, headingRef, toolbar, query }: Props) {
  const t = useT('search');
  const lang = useLanguage();
  const boats = list?.data ?? [];
  return (
    <section className="results" aria-labelledby="results-heading" aria-busy={busy} data-query={query}>
      <div className="results__header">
        <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="results__heading">
          {list ? t('results.heading', { n: formatNumber(list.total, lang) }) : t('results.headingUnknown')}
        </h2>
        {toolbar}
      </div>
      <p className="results__status" role="status">
        {busy ? t('results.loading') : list && boats.length > 0 ? summary(t, lang, list, allDestinations) : ''}
      </p>
      {!list && failed && <p className="results__error">{t('results.error')}</p>}
      {list && boats.length === 0 && <EmptyState search={search} hrefOf={hrefOf} />}
      {boats.length > 0 && <YachtCardList className="results__list" boats={boats} dates={dates} frame={frame} eager={EAGER_CARDS} />}
      {list && !allDestinations && (
        <Pagination current={list.current_page} last={list.last_page} hrefOf={(page) => hrefOf({ ...search, page })} />
      )}
    </section>
  );
}

function summary(t: ReturnType<typeof useT>, lang: LanguageCode, list: CardsView, allDestinations: boolean): string {
  const range = { from: formatNumber(list.from ?? 0, lang), to: formatNumber(list.to ?? 0, lang), total: formatNumber(list.total, lang) };
  if (allDestinations && list.total > list.data.length)
    return t('results.firstOfAll', { shown: formatNumber(list.data.length, lang), total: range.total });
  return t('results.range', range);
}

/** An empty result suggests dropping each chosen filter group, most restrictive first, and all of them. */
function EmptyState({ search, hrefOf }: { search: YachtSearch; hrefOf(search: YachtSearch): string }) {
  const t = useT('search');
  const options = widenings(search);
  return (
    <div className="results__empty">
      <p className="results__empty-title">{t('empty.title')}</p>
      {options.length > 0 && (
        <>
          <p>{t('empty.widen')}</p>
          <ul className="results__widen">
            {options.map((o) => (
              <li key={o.drop}>
                <AppLink to={hrefOf(o.search)}>{t(`empty.${o.drop}`)}</AppLink>
              </li>
            ))}
            {options.length > 1 && (
              <li>
                <AppLink to={hrefOf({ ...EMPTY_SEARCH, orderBy: search.orderBy })}>{t('filters.clear')}</AppLink>
              </li>
            )}
          </ul>
        </>
      )}
    </div>
  );
}
