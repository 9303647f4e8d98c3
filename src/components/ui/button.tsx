import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

// Every button has a border; filled and ghost ones a transparent one, invisible until forced
// colours (Windows high contrast) draw it, where such a button would show as its words alone.
// Each variant names its border's colour once: `cn` joins classes, and of two colours the one
// later in the built CSS would win.
// A label wraps rather than push its row past the screen (200 % text, a long translation).
const base =
  'inline-flex max-w-full items-center justify-center gap-2 rounded-full border text-center font-medium select-none ' +
  'transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'border-transparent bg-accent text-white shadow-sm hover:bg-accent-hover',
  secondary: 'border-line-strong bg-surface text-fg hover:bg-sunken',
  ghost: 'border-transparent text-fg hover:bg-sunken',
  danger: 'border-line-strong bg-surface text-danger hover:bg-danger-soft',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
};

export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md') {
  return cn(base, variants[variant], sizes[size]);
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores clicks while an action runs. The button stays enabled so it keeps
   * keyboard focus: a disabled button drops focus to the page.
   */
  pending?: boolean;
  icon?: ReactNode;
};

export function Button({
  variant,
  size,
  pending = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClass(variant, size), className)}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={pending ? undefined : onClick}
      {...props}
    >
      {pending && icon ? (
        // The spinner takes the icon's place and keeps its box: the button keeps its width.
        <span className="relative inline-flex">
          <span className="invisible">{icon}</span>
          <Spinner className="absolute inset-0 m-auto" />
        </span>
      ) : pending ? (
        <Spinner />
      ) : (
        icon
      )}
      {children}
    </button>
  );
}
