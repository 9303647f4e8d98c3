import type { ReactNode } from 'react';

export function PackList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3">
      {children}
    </ul>
  );
}
