import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { matchAppRoute } from './route-table';
import type { RouteDef } from './route-def';
import { lazyPage } from './page-modules';
import { LanguageRoot } from './components/layout/language-root';
import { DefaultLayout } from './components/layout/default-layout';
import { IframeLayout } from './components/layout/iframe-layout';
import { NotFoundPage } from './components/not-found-page';

// The React side of the route table: language root → layout → page. The table is matched by
// matchAppRoute (compiled once, cached); React Router then gets a tree with just the matched route,
// because its own matcher re-ranks and recompiles every route on every render.
const trees = new Map<string, RouteObject[]>();

function treeFor(route: RouteDef): RouteObject[] {
  let tree = trees.get(route.id);
  if (!tree) {
    const Page = route.id === 'notFound' ? NotFoundPage : lazyPage(route);
    const leaf: RouteObject =
      route.path === '' ? { index: true, element: <Page route={route} /> } : { path: route.path, element: <Page route={route} /> };
    const Layout = route.layout === 'iframe' ? IframeLayout : DefaultLayout;
    tree = [{ path: '/:lang', element: <LanguageRoot />, children: [{ element: <Layout />, children: [leaf] }] }];
    trees.set(route.id, tree);
  }
  return tree;
}

const NO_ROUTES: RouteObject[] = [];

export function AppRoutes() {
  const { pathname } = useLocation();
  const match = matchAppRoute(pathname);
  return useRoutes(match ? treeFor(match.route) : NO_ROUTES);
}
