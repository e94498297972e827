import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t';
import { PageErrorBoundary } from './page-error-boundary';
import { useServerNotFound } from './language-root';
import { NotFoundPage } from '../not-found-page';
import { ToastRegion } from '../../features/toast/toast-region';
import { FRAME_HEIGHT_MESSAGE, FRAME_TOP_MESSAGE } from '../../contract/embed';
import { scrollActionFor } from '../../lib/scroll-rule';
import { AccountDialogHost } from '../../features/account/account-dialog-host';

// R5, R12: the iframe layout, without site chrome, for partners who embed search and booking. It tells
// the embedding page its height so the iframe can fit its content (public/embed.js listens).
export function IframeLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const notFound = useServerNotFound();
  const layout = useRef<HTMLDivElement>(null);
  useFrameHeightReporter(layout);
  useFrameTopOnNewPage();
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

// Issue 30 item 7: a new page starts at its top (R9), but the frame is as tall as its content, so scrolling
// inside it moves nothing: the partner page stayed where the visitor pressed Continue, a screen or more
// below the next step's heading. On the same rule as the site's own scrolling (a new path, no hash), the
// frame asks its parent to bring the frame's top into view; public/embed.js does it. Not on the first page:
// the frame loading must not move the partner's page.
function useFrameTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const action = scrollActionFor(previous.current, { pathname, hash });
    previous.current = pathname;
    // Nothing to say where the page is and nothing private: any parent may read it, like the height.
    if (action === 'top' && window.parent !== window) window.parent.postMessage({ type: FRAME_TOP_MESSAGE }, '*');
  }, [pathname, hash]);
}
