import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

// I3: the navigation drawer of phones. Without JavaScript the menu link opens it through its #site-nav
// target (CSS :target) and the close link leaves it; with JavaScript the same links open it as a modal
// panel: the page behind is inert and does not scroll, Tab stays inside, Esc, the close control and a tap
// beside it fade it out, and only when the fade has ended is the body's scroll lock removed and the focus
// given back to the menu button.

export type DrawerState = 'closed' | 'open' | 'closing';

/** The fade of .site-nav--closing in app.css. */
const DRAWER_FADE_MS = 300;
// Where the header shows the navigation inline (app.css): the drawer has no meaning there.
const WIDE = '(min-width: 60rem)';
const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function useDrawer() {
  const [state, setState] = useState<DrawerState>('closed');
  // Set once the script runs: from then on the state alone shows the drawer (app.css stops following
  // :target, which history.replaceState cannot clear).
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef(true);
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();

  const close = useCallback((giveFocusBack = true) => {
    returnFocus.current = giveFocusBack;
    setState((s) => (s === 'open' ? 'closing' : s));
  }, []);

  // A page change (a link in the drawer, back or forward) closes it.
  useEffect(() => close(false), [pathname, close]);

  // Opened before the script arrived (the #site-nav target): the script takes over, and drops the hash
  // so that a reload does not open it again.
  useEffect(() => {
    if (hash !== '#site-nav') return;
    setState('open');
    void navigate({ hash: '' }, { replace: true });
  }, [hash, navigate]);

  useEffect(() => {
    if (state === 'closing') {
      const timer = setTimeout(() => setState('closed'), DRAWER_FADE_MS);
      return () => clearTimeout(timer);
    }
    if (state !== 'open' || !panel.current) return;
    const undoInert = inertOutside(panel.current);
    document.body.classList.add('scroll-locked');
    panel.current.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && close(false);
    wide.addEventListener('change', onWide);
    return () => {
      wide.removeEventListener('change', onWide);
      undoInert();
    };
  }, [state, close]);

  useEffect(() => {
    if (state !== 'closed') return;
    document.body.classList.remove('scroll-locked');
    if (returnFocus.current && toggle.current && panel.current?.contains(document.activeElement)) toggle.current.focus();
    returnFocus.current = true;
  }, [state]);

  const onToggleClick = (event: MouseEvent) => {
    event.preventDefault();
    if (state === 'open') close();
    else setState('open');
  };
  // The toggle is a link (it works without JavaScript) with the role of a button, so Space presses it too.
  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    toggle.current?.click();
  };
  const onCloseClick = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (state !== 'open' || !panel.current) return;
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key === 'Tab') trapTab(event, panel.current);
  };

  return { state, scripted, panel, toggle, close, onToggleClick, onToggleKeyDown, onCloseClick, onPanelKeyDown };
}

// Keeps Tab and Shift+Tab cycling inside the open drawer.
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Makes everything outside `element` inert (unfocusable, hidden from screen readers); returns the undo. */
function inertOutside(element: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert && sibling.tagName !== 'SCRIPT') {
        sibling.inert = true;
        made.push(sibling);
      }
    }
  }
  return () => made.forEach((el) => (el.inert = false));
}
