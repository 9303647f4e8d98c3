import type { ReactNode, Ref } from 'react';

export type BadgeTone = 'accent' | 'neutral' | 'success' | 'warn';

const tones: Record<BadgeTone, string> = {
  accent: 'bg-accent-soft text-accent-text',
  neutral: 'bg-sunken text-muted',
  success: 'bg-success-soft text-success',
  warn: 'bg-warn-soft text-warn',
};

const sizes = {
  sm: 'px-2 py-0.5 text-xs',
  lg: 'min-h-11 px-4 text-sm',
} as const;

export type BadgeSize = keyof typeof sizes;

export function Badge({
  tone = 'neutral',
  size = 'sm',
  children,
  ref,
  focusable = false,
}: {
  tone?: BadgeTone;
  size?: BadgeSize;
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
  /** Takes focus from script only (a button it replaces hands focus to it), never from Tab. */
  focusable?: boolean;
}) {
  return (
    <span
      ref={ref}
      tabIndex={focusable ? -1 : undefined}
      className={`inline-flex max-w-full items-center gap-1 rounded-full font-semibold ${sizes[size]} ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
