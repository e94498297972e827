import { Outlet, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { PageErrorBoundary } from './page-error-boundary';
import { useServerNotFound } from './language-root';
import { NotFoundPage } from '../not-found-page';
import { ToastRegion } from '../../features/toast/toast-region';
import { useAppHeight } from './app-height';

// R5: the default layout, with the site's header, navigation, language switcher and footer.
export function DefaultLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const notFound = useServerNotFound();
  useAppHeight();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>{notFound ? <NotFoundPage /> : <Outlet />}</PageErrorBoundary>
      </main>
      <SiteFooter />
      <ToastRegion />
    </>
  );
}
