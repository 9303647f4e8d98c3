import { cn } from '../cn';

/**
 * A ring with a gap that turns. Forced colours would paint the gap in the text's colour too,
 * closing the ring so that nothing is seen to turn: the spinner keeps its own colours there (its
 * ring takes the forced text colour it inherits).
 */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent forced-color-adjust-none',
        className,
      )}
    />
  );
}
