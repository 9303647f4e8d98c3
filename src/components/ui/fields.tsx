import { useId, type ComponentProps, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../cn';

/**
 * For a select in a wrapping row: side by side while each is as wide as its longest option (a
 * select's natural width), each on a row of its own otherwise; a hint wraps to the width and does
 * not widen the field.
 */
export const fitLongestOption = 'grow [&>p]:contain-inline-size';

export const controlClass =
  'min-h-11 w-full rounded-xl border border-line-strong bg-surface px-3 text-base text-fg ' +
  'placeholder:text-muted sm:text-sm';

function Field({
  label,
  hint,
  error,
  children,
  className,
}: {
  label: string;
  hint?: ReactNode;
  /** What is wrong with the value: said at once (an alert), under the hint, which stays. */
  error?: string;
  children: (ids: { id: string; hintId: string | undefined }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, hintId })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: ReactNode;
  /** `lang` marks an option written in another language than the page (a language's own name). */
  options: readonly { value: string; label: string; lang?: string }[];
  fieldClassName?: string;
};

export function SelectField({ label, hint, options, fieldClassName, ...props }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} className={fieldClassName}>
      {({ id, hintId }) => (
        <select id={id} aria-describedby={hintId} className={controlClass} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  hint?: ReactNode;
  /** Marks the field invalid and names the message as its error (`aria-errormessage`). */
  error?: string;
  fieldClassName?: string;
};

export function TextField({ label, hint, error, fieldClassName, ...props }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {({ id, hintId }) => (
        <input
          id={id}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? `${id}-error` : undefined}
          className={controlClass}
          {...props}
        />
      )}
    </Field>
  );
}
