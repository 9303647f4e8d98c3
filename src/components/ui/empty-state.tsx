import type { ReactNode } from 'react';

export function EmptyState({
  emoji,
  title,
  children,
  action,
}: {
  emoji: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span aria-hidden="true" className="font-emoji text-5xl leading-none">
        {emoji}
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="text-sm text-muted">{children}</div> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
