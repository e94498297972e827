// R9: a route change scrolls to the top unless the path stayed the same (only the query changed) or
// a hash names a place on the page.
export type ScrollAction = 'top' | 'hash' | 'none';

export function scrollActionFor(previousPath: string | null, next: { pathname: string; hash: string }): ScrollAction {
  if (next.hash && next.hash !== '#') return 'hash';
  if (previousPath === null || previousPath === next.pathname) return 'none';
  return 'top';
}
