import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { useDestinationOptions } from '../../api/destinations';
import { useYachtTypes } from '../../api/yacht-types';
import { listKindOf } from '../../api/yacht-list';
import { LazyBoatMap } from '../../features/map/lazy-boat-map';
import { FILTER_FORM_ID, FilterForm } from './filter-form';
import { formQuery, formValuesOf, formValuesOfSearch, type FormValues } from './form-values';
import { NameSearch } from './name-search';
import { Results } from './results';
import { SortSelect } from './sort-select';
import { resultPoints } from './result-points';
import { EMPTY_SEARCH, searchToQuery, type YachtSearch } from '../../contract/yacht-search';
import { queryString } from '../../contract/query-string';
import { canonicalQuery, pageQuery, pricedDates, searchKeys, searchOfUrl } from './data';
import { useOneListAtATime } from './use-one-list-at-a-time';
import { isIsoDate } from '../../contract/iso-date';
import stylesUrl from './search.css?url';

// A pause in typing (numbers, dates) before the search runs; ticks and selects search at once.
const TYPING_PAUSE_MS = 600;

/** Both dates whole (C4 corrects their order) or both empty. */
function datesReady(params: URLSearchParams): boolean {
  const start = params.get('date_start') ?? '';
  const end = params.get('date_end') ?? '';
  return (start === '' && end === '') || (isIsoDate(start) && isIsoDate(end));
}

// The search page and its frame variants (C1–C6, C11, C12, M1, R11). The URL's query is the search:
// the server loads its list (route.ts, with the keys of data.ts) and the browser reads it from the
// SWR fallback, then every change of a filter becomes a new URL (Back and Forward restore searches)
// whose list SWR fetches, one request at a time.
export default function SearchPage({ route }: PageProps) {
  const lang = useLanguage();
  const t = useT('search');
  const location = useLocation();
  const navigate = useNavigate();
  const frame = route.layout === 'iframe';
  const base = `/${lang}/${route.path}`;
  const state = useMemo(() => searchOfUrl(location.search), [location.search]);
  const keys = searchKeys(state, lang);
  const hrefOf = (s: YachtSearch) => {
    const q = pageQuery(s);
    return q ? `${base}?${q}` : base;
  };

  const { list, error, busy } = useOneListAtATime(keys.list);
  const destinations = useDestinationOptions(lang);
  const types = useYachtTypes(lang);
  const dates = useMemo(() => {
    const priced = pricedDates(state);
    return priced ? { date_start: priced.start, date_end: priced.end } : null;
  }, [state]);

  // The form's values: the URL's search, or what the visitor is typing while it is not searched yet.
  // A URL this page navigated to keeps the typed values; any other (Back, Forward, a link) replaces them.
  const ours = useRef<string | null>(null);
  const [draft, setDraft] = useState<{ search: string; values: FormValues }>(() => ({
    search: location.search,
    values: formValuesOfSearch(state),
  }));
  let values = draft.values;
  if (draft.search !== location.search) {
    values = location.search === ours.current ? draft.values : formValuesOfSearch(state);
    setDraft({ search: location.search, values });
  }

  const current = useRef(location.search);
  current.current = location.search;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (params: URLSearchParams) => {
    clearTimeout(timer.current);
    const href = hrefOf({ ...searchOfUrl(params), page: 1 });
    const query = href.slice(base.length);
    if (query === current.current) return;
    ours.current = query;
    // A filter keeps the scroll where it is (R9: only the query changes).
    void navigate(href);
  };
  const formChanged = (form: HTMLFormElement, target: EventTarget) => {
    const params = formQuery(form);
    setDraft({ search: current.current, values: formValuesOf(params) });
    clearTimeout(timer.current);
    // Typed dates search once both are whole dates (or both are cleared), not at every keystroke.
    if (!datesReady(params)) return;
    const el = target as HTMLInputElement;
    if (el.type === 'checkbox' || el.tagName === 'SELECT') search(params);
    else timer.current = setTimeout(() => search(formQuery(form)), TYPING_PAUSE_MS);
  };
  const onDates = (start: string, end: string) => {
    const form = document.getElementById(FILTER_FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    const params = formQuery(form);
    params.set('date_start', start);
    params.set('date_end', end);
    setDraft({ search: current.current, values: formValuesOf(params) });
    if (datesReady(params)) search(params);
  };
  const onChange = (e: ChangeEvent<HTMLFormElement>) => formChanged(e.currentTarget, e.target);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    search(formQuery(e.currentTarget));
  };

  // Paging scrolls to the top of the results and puts focus there; a filter change does not move.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ page: state.page, filters: queryString(searchToQuery(state)) });
  useEffect(() => {
    const filters = queryString(searchToQuery(state));
    if (shown.current.page !== state.page && shown.current.filters === filters) {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
    shown.current = { page: state.page, filters };
  }, [state]);

  // M1: the map shows the boats the list shows, from the same answer.
  const points = useMemo(
    () => resultPoints(list?.data ?? [], lang, { frame, dates, from: (price) => t('map.from', { price }) }),
    [list, lang, frame, dates, t],
  );

  // A destination's landing search is its own canonical URL (and in the sitemap): its title names it.
  const landing = canonicalQuery(state);
  const landingName = landing
    ? destinations.find((d) => state.destinations?.slugs.includes(d.slug) || state.destinations?.ids.includes(d.id))?.name
    : undefined;

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} canonicalQuery={landing} titleDetail={landingName} />
      <NameSearch frame={frame} dates={dates} />
      <div className="search">
        <div className="search__filters">
          <h2 className="search__filters-heading">{t('filters.heading')}</h2>
          {/* On a phone the filters come first: a way past them. */}
          <a className="search__skip" href="#results-heading">
            {t('results.skip')}
          </a>
          <FilterForm
            action={base}
            values={values}
            destinations={destinations}
            types={types}
            list={list}
            onChange={onChange}
            onSubmit={onSubmit}
            onDates={onDates}
            clearHref={hrefOf({ ...EMPTY_SEARCH, orderBy: state.orderBy })}
            flexibleHref={frame ? undefined : `/${lang}/anydaytesting`}
          />
        </div>
        <div className="search__main">
          <Results
            list={list}
            failed={error !== undefined}
            busy={busy}
            search={state}
            dates={dates}
            frame={frame}
            allDestinations={listKindOf(state) === 'all'}
            hrefOf={hrefOf}
            headingRef={heading}
            query={location.search}
            toolbar={
              <SortSelect
                value={values.order_by?.[0] ?? ''}
                onChange={(e) => {
                  const form = document.getElementById(FILTER_FORM_ID);
                  if (form instanceof HTMLFormElement) formChanged(form, e.target);
                }}
              />
            }
          />
          {list && list.data.length > 0 && (
            <section className="search__map" aria-labelledby="search-map-heading">
              <h2 id="search-map-heading">{t('map.heading')}</h2>
              <LazyBoatMap label={t('map.label')} points={points} />
            </section>
          )}
        </div>
      </div>
    </>
  );
}
