import type { YachtSearch } from '../../contract/yacht-search';

// The empty state's suggestions: a search that found nothing offers to drop each chosen filter group.

/** Filter groups that can be dropped to widen a search, most restrictive first. */
const WIDENING_ORDER = ['dates', 'manufacturers', 'ranges', 'mainSailTypes', 'types', 'products', 'destinations'] as const;
export type Widening = (typeof WIDENING_ORDER)[number];

function chosen(search: YachtSearch, group: Widening): boolean {
  switch (group) {
    case 'dates':
    case 'types':
    case 'destinations':
      return search[group] !== null;
    case 'manufacturers':
      return search.shipyardIds.length + search.modelIds.length > 0;
    case 'ranges':
      return Object.keys(search.ranges).length > 0;
    default:
      return search[group].length > 0;
  }
}

function without(search: YachtSearch, group: Widening): YachtSearch {
  switch (group) {
    case 'dates':
    case 'types':
    case 'destinations':
      return { ...search, [group]: null };
    case 'manufacturers':
      return { ...search, shipyardIds: [], modelIds: [] };
    case 'ranges':
      return { ...search, ranges: {} };
    default:
      return { ...search, [group]: [] };
  }
}

/** Each chosen filter group dropped on its own (page back to 1). */
export function widenings(search: YachtSearch): { drop: Widening; search: YachtSearch }[] {
  return WIDENING_ORDER.filter((group) => chosen(search, group)).map((drop) => ({ drop, search: { ...without(search, drop), page: 1 } }));
}
