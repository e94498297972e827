import type { Pagination } from '../../src/contract/pagination';
import { queryString } from '../../src/contract/query-string';

// Laravel-style pagination fields (A4) for every paginated list (boats, offers, news): page URLs keep the
// query and are relative to the site (`/api/yacht-list?…&page=2`). A page beyond the last is answered, empty, with the true last_page
// (like Laravel), rather than refused: a shared link to page 9 of a list that shrank still works, and its
// prev_page_url leads back to the last page.

/** Every page when there are at most this many; otherwise the first two, the last two and a window around the current page. */
const ALL_PAGES_UP_TO = 10;
const WINDOW_EACH_SIDE = 2;

function pageUrl(path: string, query: [string, string][], page: number): string {
  return `${path}?${queryString([...query.filter(([key]) => key !== 'page'), ['page', String(page)]])}`;
}

/** The page numbers to link, with null for an ellipsis. */
export function pageNumbers(current: number, last: number): (number | null)[] {
  if (last <= ALL_PAGES_UP_TO) return Array.from({ length: last }, (_, i) => i + 1);
  const shown = new Set<number>([1, 2, last - 1, last]);
  for (let p = current - WINDOW_EACH_SIDE; p <= current + WINDOW_EACH_SIDE; p += 1) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** The rows to skip for a 1-based page. */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** A parsed query as the [key, value] pairs page URLs repeat: no page, nothing unset. */
export function queryPairs(query: Record<string, unknown>): [string, string][] {
  return Object.entries(query)
    .filter(([key, value]) => key !== 'page' && value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)]);
}

export function paginate(path: string, query: [string, string][], page: number, perPage: number, total: number, shown: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (p: number) => pageUrl(path, query, p);
  const prev = page > 1 ? url(Math.min(page - 1, lastPage)) : null;
  const next = page < lastPage ? url(page + 1) : null;
  const from = shown > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + shown - 1,
    next_page_url: next,
    prev_page_url: prev,
    links: [
      { url: prev, label: '« Previous', active: false },
      ...pageNumbers(page, lastPage).map((p) =>
        p === null ? { url: null, label: '...', active: false } : { url: url(p), label: String(p), active: p === page },
      ),
      { url: next, label: 'Next »', active: false },
    ],
  };
}
