import { useEffect } from 'react';

/**
 * I5: --app-height follows the window's inner height. Phone browsers count their collapsing address bar
 * in 100vh, so a full-height element (the page's minimum height, the navigation drawer) would run under
 * it; innerHeight is what is really visible. The stylesheet's 100vh stands in until this runs.
 */
export function useAppHeight(): void {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => root.style.setProperty('--app-height', `${window.innerHeight}px`);
    update();
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
}
