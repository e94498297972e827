import type { ReactNode } from 'react';

// A table in its own horizontally scrolling box: reachable by keyboard so it can be scrolled without a
// pointer (Q2), named as a group (not a landmark, so no clash with its section).
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="boat-table-wrap" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
