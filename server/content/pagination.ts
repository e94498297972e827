import type { PageFields } from '../../src/contract/content-api';

/** The rows to skip for a 1-based page. */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** Page fields for a list (A4 style). A page beyond the last is answered, empty, rather than refused. */
export function pageFields(page: number, perPage: number, total: number, shown: number): PageFields {
  const from = shown > 0 ? pageOffset(page, perPage) + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + shown - 1,
  };
}
