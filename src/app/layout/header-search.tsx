import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX } from '../../api/requests';
import { SearchIcon } from '../../components/ui/icons';
import { useT } from '../../i18n';

export function HeaderSearch() {
  const t = useT();
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
      aria-label={t('search.formLabel')}
      onSubmit={submit}
      // Where the header leaves it no room for a few letters (large text on a phone), the box
      // gives way: it lay over Settings. The start page's own box is a tap on the logo away.
      className="relative w-full max-w-sm @max-[7rem]:hidden"
    >
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
      <input
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-label={t('search.formLabel')}
        maxLength={SEARCH_TEXT_MAX}
        placeholder={t('search.placeholder')}
        className="min-h-10 w-full rounded-full border border-line-strong bg-page ps-10 pe-3 text-base text-fg placeholder:text-muted wide:pe-4 wide:text-sm"
      />
    </form>
  );
}
