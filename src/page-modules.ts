import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps, RouteDef } from './route-def';
import { reloadAfterChunkError } from './lib/chunk-reload';

type PageModule = { default: ComponentType<PageProps> };

// Every page is its own chunk (R10), loaded when its route is first rendered or preloaded.
// The not-found route has no page of its own: src/components/not-found-page.tsx is in the app chunk, so it
// renders even when chunks fail.
const pageModules = import.meta.glob<PageModule>('./routes/*/page.tsx');

export function pageLoader(route: RouteDef): (() => Promise<PageModule>) | undefined {
  return pageModules[`./routes/${route.page}/page.tsx`];
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
