import { useRoutes, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef } from './route-table';
import { lazyPage } from './page-modules';
import { LanguageRoot } from './components/layout/language-root';
import { DefaultLayout } from './components/layout/default-layout';
import { IframeLayout } from './components/layout/iframe-layout';
import { NotFoundPage } from './features/errors/not-found-page';

function element(route: RouteDef) {
  const Page = route.id === 'notFound' ? NotFoundPage : lazyPage(route);
  return <Page route={route} />;
}

const childOf = (route: RouteDef): RouteObject =>
  route.path === '' ? { index: true, element: element(route) } : { path: route.path, element: element(route) };

// The React side of src/route-table.ts: language root → layout → page.
const routeTree: RouteObject[] = [
  {
    path: '/:lang',
    element: <LanguageRoot />,
    children: [
      { element: <DefaultLayout />, children: ROUTES.filter((r) => r.layout === 'default').map(childOf) },
      { element: <IframeLayout />, children: ROUTES.filter((r) => r.layout === 'iframe').map(childOf) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routeTree);
}
