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
  children,
  className,
}: {
  label: string;
  hint?: ReactNode;
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
  fieldClassName?: string;
};

export function TextField({ label, hint, fieldClassName, ...props }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} className={fieldClassName}>
      {({ id, hintId }) => (
        <input id={id} aria-describedby={hintId} className={controlClass} {...props} />
      )}
    </Field>
  );
}
