import type { ReactNode } from 'react';

/**
 * Columns by the room the list has, not by the screen's width: beside the sidebar a 768 px
 * tablet has room for one card whose name, artist and badges fit, not two.
 */
export function PackList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-3"
    >
      {children}
    </ul>
  );
}
