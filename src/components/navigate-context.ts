import { createContext, type MouseEvent, type SyntheticEvent } from 'react';

export interface LinkHandlers {
  /** Navigates inside the app on a plain click; leaves any other click to the browser. */
  onClick(e: MouseEvent<HTMLAnchorElement>): void;
  /** The visitor shows intent (hover, focus, touch): start loading the target page (R10). */
  onIntent(e: SyntheticEvent<HTMLAnchorElement>): void;
}

// One set of handlers for every AppLink on the page (made by the language root), instead of each link
// resolving its own route context and making its own closures.
export const LinkHandlersContext = createContext<LinkHandlers>({ onClick: () => {}, onIntent: () => {} });

export function createLinkHandlers(navigate: (to: string) => void, preload: (path: string) => void): LinkHandlers {
  return {
    onClick(e) {
      const a = e.currentTarget;
      const target = a.getAttribute('target');
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      if ((target && target !== '_self') || a.origin !== window.location.origin) return;
      e.preventDefault();
      navigate(a.pathname + a.search + a.hash);
    },
    onIntent(e) {
      preload(e.currentTarget.pathname);
    },
  };
}
