import { AppLink } from './app-link';
import { useT } from '../i18n/use-t';
import { useLanguage } from './layout/language-root';
import { formatNumber } from '../lib/format';
import stylesUrl from './page-links.css?url';

interface Props {
  current: number;
  last: number;
  /** The page's URL for a page number. */
  hrefOf(page: number): string;
}

/** The page numbers shown: the first, the last, and two on each side of the current one (null: a gap). */
function visiblePages(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

// Pagination as plain links (crawlable, and working before JavaScript); in the app they navigate
// without a reload.
export function PageLinks({ current, last, hrefOf }: Props) {
  const t = useT('home');
  const lang = useLanguage();
  if (last <= 1) return null;
  return (
    <nav className="page-links" aria-label={t('pagination.label')}>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <ul>
        {current > 1 && (
          <li>
            <AppLink to={hrefOf(current - 1)} rel="prev">
              {t('pagination.previous')}
            </AppLink>
          </li>
        )}
        {visiblePages(current, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="page-links__gap">
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <span className="page-links__current" aria-current="page">
                  {formatNumber(p, lang)}
                </span>
              ) : (
                <AppLink to={hrefOf(p)} aria-label={t('pagination.page', { page: formatNumber(p, lang) })}>
                  {formatNumber(p, lang)}
                </AppLink>
              )}
            </li>
          ),
        )}
        {current < last && (
          <li>
            <AppLink to={hrefOf(current + 1)} rel="next">
              {t('pagination.next')}
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
