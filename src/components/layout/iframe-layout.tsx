import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageErrorBoundary } from './page-error-boundary';
import { useServerNotFound } from './language-root';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { FRAME_HEIGHT_MESSAGE } from '../../contract/embed';

// R5, R12: the iframe layout, without site chrome, for partners who embed search and booking. It tells
// the embedding page its height so the iframe can fit its content (public/embed.js listens).
export function IframeLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const notFound = useServerNotFound();
  useFrameHeightReporter();
  return (
    <div className="frame-layout">
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>{notFound ? <NotFoundPage /> : <Outlet />}</PageErrorBoundary>
      </main>
      <p className="frame-layout__credit">{t('frame.poweredBy')}</p>
    </div>
  );
}

function useFrameHeightReporter() {
  useEffect(() => {
    if (window.parent === window) return;
    let last = 0;
    const report = () => {
      const height = Math.ceil(document.documentElement.scrollHeight);
      if (height === last) return;
      last = height;
      // The height is not a secret, and the partner's origin is not known here: any parent may read it.
      window.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, []);
}
