import { AppLink } from '../../components/app-link';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../components/layout/language-root';

/** The page numbers to link: the first, the last and two either side of the current; null is a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

// Result pages as real links (crawlable, work without JavaScript, open in a new tab); a plain click
// stays in the app.
export function Pagination({ current, last, hrefOf }: { current: number; last: number; hrefOf(page: number): string }) {
  const t = useT('search');
  const lang = useLanguage();
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          {current > 1 ? (
            <AppLink to={hrefOf(current - 1)} rel="prev" className="pagination__step">
              {t('pagination.previous')}
            </AppLink>
          ) : null}
        </li>
        {pageWindow(current, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <AppLink
                to={hrefOf(p)}
                aria-current={p === current ? 'page' : undefined}
                aria-label={t('pagination.page', { n: formatNumber(p, lang) })}
              >
                {formatNumber(p, lang)}
              </AppLink>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <AppLink to={hrefOf(current + 1)} rel="next" className="pagination__step">
              {t('pagination.next')}
            </AppLink>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
