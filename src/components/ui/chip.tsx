import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../cn';
import { CHOSEN_IN_FORCED_COLORS } from '../forced-colors';

const chipBase =
  'inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border px-3 text-sm font-medium ' +
  'transition-colors motion-reduce:transition-none';
const chipIdle = 'border-line bg-surface text-fg hover:border-accent-text hover:text-accent-text';
const chipOn = cn(
  'border-accent bg-accent text-white hover:bg-accent-hover',
  CHOSEN_IN_FORCED_COLORS,
);

export function ChipLink({
  to,
  state,
  children,
}: {
  to: string;
  /** History state of the navigation (a chip may mark its search as chosen). */
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <Link to={to} state={state} className={cn(chipBase, chipIdle)}>
      {children}
    </Link>
  );
}

export function ChipButton({
  children,
  onClick,
  pressed,
}: {
  children: ReactNode;
  onClick: () => void;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      className={cn(chipBase, pressed ? chipOn : chipIdle)}
    >
      {children}
    </button>
  );
}
