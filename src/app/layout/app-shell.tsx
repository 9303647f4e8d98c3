import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, ScrollRestoration, useLocation, useSearchParams } from 'react-router';
import { useT, wholeCatalogue } from '../../i18n';
import { ConnectionStatus } from '../../shared/offline/connection-status';
import { OfflineShortcutsContext } from '../../shared/offline/shortcuts';
import { STICKER_PARAM } from '../../shared/sticker-view-link';
import { ToastRegion } from '../../components/toast/toast-region';
import { Header } from './header';
import { NavList } from './nav-list';
import { offlineShortcuts } from './nav-items';
import { PageSkeleton } from './page-skeleton';
import { useFocusNewPage } from './use-focus-new-page';

// Its own chunk: most pages load without it, and a deep link loads it beside the page.
const StickerView = lazy(async () => {
  const [view] = await Promise.all([
    import('../../features/sticker-view/sticker-view'),
    wholeCatalogue(),
  ]);
  return view;
});

export function AppShell() {
  const t = useT();
  const [params] = useSearchParams();
  const viewing = params.has(STICKER_PARAM);
  const [menuOpen, setMenuOpen] = useState(false);
  // Back or Forward with the phone menu open goes to another page: the menu closes over it.
  const { key: locationKey } = useLocation();
  const [menuLocation, setMenuLocation] = useState(locationKey);
  if (menuLocation !== locationKey) {
    setMenuLocation(locationKey);
    setMenuOpen(false);
  }
  const mainRef = useRef<HTMLElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mobileNavRef = useRef<HTMLElement>(null);
  useFocusNewPage(mainRef);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // The menu leaves the page as it closes: focus in it would fall back to the page's top.
      if (mobileNavRef.current?.contains(document.activeElement)) menuButtonRef.current?.focus();
      setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <OfflineShortcutsContext value={offlineShortcuts}>
      <div className="min-h-dvh">
        {/* Everything but the sticker view and the notices: inert while the view is open. */}
        <div ref={pageRef}>
          <a
            href="#main"
            className="sr-only z-50 rounded-full bg-accent px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
          >
            {t('shell.skipToContent')}
          </a>
          <Header
            menuOpen={menuOpen}
            onToggleMenu={() => setMenuOpen((open) => !open)}
            menuButtonRef={menuButtonRef}
            menu={
              menuOpen ? (
                // Under the header, over the page.
                <nav
                  ref={mobileNavRef}
                  id="mobile-nav"
                  aria-label={t('nav.main')}
                  // Focus moving on past the menu would go under it: the menu closes instead.
                  onBlur={(event) => {
                    const next = event.relatedTarget;
                    if (next === null || mobileNavRef.current?.contains(next)) return;
                    if (menuButtonRef.current?.contains(next)) return;
                    setMenuOpen(false);
                  }}
                  className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-2 py-4 shadow-md wide:hidden"
                >
                  <NavList onNavigate={() => setMenuOpen(false)} />
                </nav>
              ) : null
            }
          />
          <div className="mx-auto flex max-w-7xl gap-8 px-3 sm:px-4">
            <nav
              aria-label={t('nav.main')}
              // Printed, a page is its content: the pack and its artist, not the site around it.
              className="sticky top-16 hidden max-h-[calc(100dvh-4rem)] w-56 shrink-0 self-start overflow-y-auto py-6 wide:block print:hidden!"
            >
              <NavList />
            </nav>
            <main
              ref={mainRef}
              id="main"
              tabIndex={-1}
              className="min-w-0 flex-1 pt-6 pb-24 focus:outline-none"
            >
              {/* A page whose code failed to load imports it again as it renders (lazy-route.tsx). */}
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
        </div>
        {viewing ? (
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <StickerView pageBehind={pageRef} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
        <ToastRegion />
        <ConnectionStatus />
        <ScrollRestoration />
      </div>
    </OfflineShortcutsContext>
  );
}
