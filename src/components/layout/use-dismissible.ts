import { useEffect, type RefObject } from 'react';

/**
 * I2: a <details> dropdown of the header closes on a click (or tap) outside it and on Esc, which also
 * returns the focus to its summary. <details> opens and closes without JavaScript; this only adds the
 * ways of closing it that need a script.
 */
export function useDismissible(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
      // The Esc that closed the dropdown must not also close the phone drawer around it.
      event.stopPropagation();
    };
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('keydown', onKeyDown);
    };
  }, [ref]);
}
