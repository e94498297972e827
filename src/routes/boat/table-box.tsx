import type { ReactNode } from 'react';

// A table in its own horizontally (or vertically) scrolling box: reachable by keyboard so it can be
// scrolled without a pointer (Q2), named as a group (not a landmark, so no clash with its section).
export function TableBox({ label, scroll = false, children }: { label: string; scroll?: boolean; children: ReactNode }) {
  return (
    <div className={scroll ? 'boat-table-wrap boat-table-wrap--scroll' : 'boat-table-wrap'} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
