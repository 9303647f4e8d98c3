import type { ReactNode } from 'react';

/** A plain responsive grid for short lists (a pack holds 15–24 stickers). */
export function StickerGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-3 sm:grid-cols-[repeat(auto-fill,minmax(8rem,1fr))]"
    >
      {children}
    </ul>
  );
}
