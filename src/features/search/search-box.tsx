import { useId, type InputHTMLAttributes, type ReactNode, type SyntheticEvent } from 'react';
import { SEARCH_TEXT_MAX } from '../../api/requests';
import { CloseIcon, SearchIcon } from '../../components/ui/icons';
import { useT } from '../../i18n';

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** compositionstart (true) and compositionend (false) of an input method. */
  onComposingChange?: (composing: boolean) => void;
  /** More for the text box: a combobox's role, states and keys (use-suggestion-combobox.ts). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Shown under the box, over the page: a combobox's list. */
  children?: ReactNode;
};

export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  onComposingChange,
  inputProps,
  children,
}: SearchBoxProps) {
  const t = useT();
  const limitId = useId();
  const atLimit = value.length >= SEARCH_TEXT_MAX;
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="relative">
      <SearchIcon
        width={22}
        height={22}
        className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        {...inputProps}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onCompositionStart={() => onComposingChange?.(true)}
        onCompositionEnd={(e) => {
          onComposingChange?.(false);
          onChange(e.currentTarget.value);
        }}
        aria-label={label}
        aria-describedby={limitId}
        maxLength={SEARCH_TEXT_MAX}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-14 w-full rounded-2xl border border-line-strong bg-surface ps-12 pe-12 text-lg text-fg shadow-sm placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => onChange('')}
          className="absolute end-2 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-sunken"
        >
          <CloseIcon width={18} height={18} />
        </button>
      ) : null}
      {children}
      <p id={limitId} aria-live="polite" className="mt-1 min-h-0 text-sm text-muted empty:hidden">
        {atLimit ? t('search.atLimit', { max: SEARCH_TEXT_MAX }) : ''}
      </p>
    </form>
  );
}
