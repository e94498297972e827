import { matchAppRoute } from '../route-table';
import { createPreloadQueue } from '../lib/route-preload';
import { pageLoader } from '../page-modules';

const queue = createPreloadQueue();

export function preloadPath(href: string): void {
  const route = matchAppRoute(href.split(/[?#]/)[0] ?? '')?.route;
  const load = route && pageLoader(route);
  if (route && load) queue.preload(route.page, load);
}
