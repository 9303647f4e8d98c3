import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../i18n';
import { cn } from '../cn';

export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      aria-hidden="true"
      style={style}
      className={cn(
        'animate-pulse bg-sunken motion-reduce:animate-none',
        // Callers that set a radius of their own would clash with a default one.
        /\brounded-/.test(className ?? '') ? undefined : 'rounded-xl',
        className,
      )}
    />
  );
}

/** Announces loading once for a whole region of skeletons. */
export function LoadingRegion({
  label,
  children,
  className,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label ?? t('status.loading')}</span>
      {children}
    </div>
  );
}
