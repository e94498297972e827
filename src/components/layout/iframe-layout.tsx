import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t';
import { PageErrorBoundary } from './page-error-boundary';
import { useServerNotFound } from './language-root';
import { NotFoundPage } from '../not-found-page';
import { ToastRegion } from '../../features/toast/toast-region';
import { FRAME_HEIGHT_MESSAGE } from '../../contract/embed';
import { AccountDialogHost } from '../../features/account/account-dialog-host';

// R5, R12: the iframe layout, without site chrome, for partners who embed search and booking. It tells
// the embedding page its height so the iframe can fit its content (public/embed.js listens).
export function IframeLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const notFound = useServerNotFound();
  const layout = useRef<HTMLDivElement>(null);
  useFrameHeightReporter(layout);
  return (
    <div className="frame-layout" ref={layout}>
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>{notFound ? <NotFoundPage /> : <Outlet />}</PageErrorBoundary>
      </main>
      <footer className="frame-layout__credit">{t('frame.poweredBy')}</footer>
      <ToastRegion />
      {/* The booking steps offer sign-in inside the frame too (B5); the dialog loads when it is opened. */}
      <AccountDialogHost />
    </div>
  );
}

// The layout's own height, not the document's: a document is never shorter than its iframe, so it
// could grow the frame but never shrink it.
function useFrameHeightReporter(layout: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = layout.current;
    if (window.parent === window || !element) return;
    let last = 0;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      // The height is not a secret, and the partner's origin is not known here: any parent may read it.
      window.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [layout]);
}
