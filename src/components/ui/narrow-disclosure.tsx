import { useId, useState, type ReactNode } from 'react';
import { cn } from '../cn';
import { useT } from '../../i18n';
import { ChevronDownIcon } from './icons';

type NarrowDisclosureProps = { label: string; summary: string; children: ReactNode };

/**
 * Content folded behind a button on narrow screens, so what follows it stays above the fold;
 * from the `wide` breakpoint on the content is always shown and the button is gone.
 */
export function NarrowDisclosure({ label, summary, children }: NarrowDisclosureProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={cn(
          'flex min-h-11 w-full items-center gap-2 rounded-2xl border border-line bg-surface px-4',
          'text-start text-sm shadow-xs hover:border-accent-text wide:hidden',
          open ? 'mb-3' : 'mb-6',
        )}
      >
        {/* The text shown is the accessible name (label in name, WCAG 2.5.3): no aria-label, whose
            spacing could differ from the text's in a language without spaces. */}
        <span className="font-semibold">{t('disclosure.label', { label })}</span>{' '}
        <span className="min-w-0 flex-1 truncate text-muted">{summary}</span>
        <ChevronDownIcon
          width="18"
          height="18"
          className={cn(
            'shrink-0 text-muted transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>
      <div id={panelId} className={open ? undefined : 'max-wide:hidden'}>
        {children}
      </div>
    </>
  );
}
