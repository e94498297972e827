import { LIGHTBOX_IDLE_MS } from './lightbox-settings';

// fslightbox builds its controls outside React, with English titles, unlabelled arrow buttons and no
// visible focus. Once it is open these helpers give its dialog and buttons translated names (Q2), fade
// the controls when idle (L2) and report the slide shown, so the URL hash can follow it (L1).

export interface LightboxLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  fullscreen: string;
}

const container = () => document.querySelector<HTMLElement>('.fslightbox-container');

function name(el: Element | null | undefined, label: string) {
  if (!el) return;
  el.setAttribute('aria-label', label);
  el.setAttribute('title', label);
}

/** Names the dialog and its buttons; Escape is left to fslightbox so it can animate the close. */
export function labelLightbox(labels: LightboxLabels): void {
  const box = container();
  if (!box) return;
  box.setAttribute('aria-label', labels.dialog);
  box.setAttribute('aria-modal', 'true');
  box.addEventListener('cancel', (e) => e.preventDefault());
  const toolbar = box.querySelectorAll('.fslightbox-toolbar-button');
  // The toolbar holds full screen (when the browser has it) and then close.
  name(toolbar[toolbar.length - 1], labels.close);
  if (toolbar.length > 1) name(toolbar[0], labels.fullscreen);
  name(box.querySelector('.fslightbox-slide-btn-container-previous .fslightbox-slide-btn'), labels.previous);
  name(box.querySelector('.fslightbox-slide-btn-container-next .fslightbox-slide-btn'), labels.next);
  for (const svg of box.querySelectorAll('svg')) svg.setAttribute('aria-hidden', 'true');
}

/** Calls back with the 1-based slide fslightbox shows whenever it changes; returns the cleanup. */
export function watchSlide(onSlide: (n: number) => void): () => void {
  const counter = container()?.querySelector('.fslightboxsn span');
  if (!counter) return () => undefined;
  const observer = new MutationObserver(() => {
    const n = Number(counter.textContent);
    if (Number.isInteger(n) && n > 0) onSlide(n);
  });
  observer.observe(counter, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}

/** L2: the controls fade after LIGHTBOX_IDLE_MS without activity and come back on any. */
export function fadeWhenIdle(): () => void {
  const box = container();
  if (!box) return () => undefined;
  let timer = 0;
  const wake = () => {
    box.classList.remove('bw-lightbox-idle');
    window.clearTimeout(timer);
    timer = window.setTimeout(() => box.classList.add('bw-lightbox-idle'), LIGHTBOX_IDLE_MS);
  };
  const events = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
  events.forEach((e) => box.addEventListener(e, wake));
  wake();
  return () => {
    window.clearTimeout(timer);
    events.forEach((e) => box.removeEventListener(e, wake));
  };
}
