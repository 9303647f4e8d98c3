import type { ReactNode } from 'react';
import { cn } from '../cn';

type Tone = 'accent' | 'neutral' | 'success' | 'warn';

const tones: Record<Tone, string> = {
  accent: 'bg-accent-soft text-accent-text',
  neutral: 'bg-sunken text-muted',
  success: 'bg-success-soft text-success',
  warn: 'bg-warn-soft text-warn',
};

const sizes = {
  sm: 'px-2 py-0.5 text-xs',
  lg: 'min-h-11 px-4 text-sm',
} as const;

export function Badge({
  tone = 'neutral',
  size = 'sm',
  children,
}: {
  tone?: Tone;
  size?: keyof typeof sizes;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-semibold',
        sizes[size],
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
