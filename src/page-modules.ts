import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from './route-table';
import { reloadAfterChunkError } from './lib/chunk-reload';

export interface PageProps {
  route: RouteDef;
}

type PageModule = { default: ComponentType<PageProps> };

// Every page is its own chunk (R10), loaded when its route is first rendered or preloaded.
const pageModules = import.meta.glob<PageModule>(['./features/*/*-page.tsx', '!./features/errors/*']);

export function pageLoader(route: RouteDef): (() => Promise<PageModule>) | undefined {
  return pageModules[`./features/${route.page}.tsx`];
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

export function lazyPage(route: RouteDef): ComponentType<PageProps> {
  const load = pageLoader(route);
  if (!load) throw new Error(`Route ${route.id} names a missing page module ${route.page}`);
  let component = lazyPages.get(route.page);
  if (!component) {
    component = lazy(() =>
      load().catch((err: unknown) => {
        // R10: reload the target path once; while the reload happens, keep waiting.
        if (reloadAfterChunkError()) return new Promise<PageModule>(() => {});
        throw err;
      }),
    );
    lazyPages.set(route.page, component);
  }
  return component;
}
