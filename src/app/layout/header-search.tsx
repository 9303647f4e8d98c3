import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX } from '../../api/requests';
import { SearchIcon } from '../../components/ui/icons';

export function HeaderSearch() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const q = value.trim();
    void navigate(q ? `/?q=${encodeURIComponent(q)}` : '/');
    setValue('');
  }

  return (
    <form
      role="search"
      aria-label="Search stickers"
      onSubmit={submit}
      className="relative w-full max-w-sm"
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
      <input
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-label="Search stickers"
        maxLength={SEARCH_TEXT_MAX}
        placeholder="Search"
        className="min-h-10 w-full rounded-full border border-line-strong bg-page pr-3 pl-10 text-base text-fg placeholder:text-muted wide:pr-4 wide:text-sm"
      />
    </form>
  );
}
