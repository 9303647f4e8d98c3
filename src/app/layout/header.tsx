import type { ReactNode, Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { useSettings } from '../../lib/settings';
import { MenuIcon, CloseIcon, SettingsIcon } from '../../components/ui/icons';
import { useT } from '../../i18n';
import { HeaderSearch } from './header-search';

type HeaderProps = {
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  /** The phone menu while open: next after its button, so Tab goes from the button into it. */
  menu: ReactNode;
};

/**
 * The first character as a reader sees it: a whole emoji, a letter with its marks. Browsers
 * without Intl.Segmenter (Firefox before 125) get the first code point.
 */
const firstCharacter = (text: string): string =>
  typeof Intl.Segmenter === 'function'
    ? (new Intl.Segmenter().segment(text)[Symbol.iterator]().next().value?.segment ?? '')
    : (Array.from(text)[0] ?? '');

export function Header({ menuOpen, onToggleMenu, menuButtonRef, menu }: HeaderProps) {
  const t = useT();
  const { userId } = useSettings();
  const { pathname } = useLocation();
  // The two search pages keep their own box in view under the header (one box a page); every
  // other page searches here.
  const searchHere = pathname !== '/' && pathname !== '/camera/search';

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur print:hidden short:static">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <button
          ref={menuButtonRef}
          type="button"
          className="grid size-10 place-items-center rounded-full hover:bg-sunken wide:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          onClick={onToggleMenu}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="sr-only">{t('shell.menu')}</span>
        </button>
        {menu}
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-lg text-base font-bold sm:text-lg"
        >
          {/* The tab icon's cat as text: the logo costs no request of its own. */}
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center text-2xl leading-none font-normal"
          >
            {'\u{1F431}\u{FE0F}'}
          </span>
          {/* On a phone the name gives way to the search box, the logo stays; on the search pages
              it gives way to Settings below 360 px (a page zoomed, larger text, wider spacing). */}
          <span className={searchHere ? 'max-wide:sr-only' : 'max-[22.5rem]:sr-only'}>
            {t('app.nameFirst')}
            <span className="text-accent-text">{t('app.nameSecond')}</span>
          </span>
        </Link>
        <div className="@container flex min-w-0 flex-1 justify-center">
          {searchHere ? <HeaderSearch /> : null}
        </div>
        {/* Named by its text, so the name holds the user id it shows (label in name, WCAG 2.5.3). */}
        <Link
          to="/settings"
          className="flex min-h-10 shrink-0 items-center gap-2 rounded-full border border-line py-1 ps-1 pe-2 text-sm font-medium hover:bg-sunken sm:pe-3"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-accent-soft font-bold text-accent-text uppercase"
          >
            {firstCharacter(userId)}
          </span>
          <span className="sr-only">{t('shell.settingsFor')}</span>{' '}
          <bdi className="max-w-32 truncate max-sm:sr-only">{userId}</bdi>
          <SettingsIcon width={18} height={18} className="text-muted" />
        </Link>
      </div>
    </header>
  );
}
