import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { ToastRegion } from '../../components/toast/toast-region';
import { Header } from './header';
import { NavList } from './nav-list';
import { RouteBoundary } from './route-boundary';
import { useScrollRestoration } from './use-scroll-restoration';

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  // A new page starts at the top with focus on its content, so screen readers announce it; Back
  // returns to where the page was.
  useScrollRestoration(useCallback(() => mainRef.current?.focus({ preventScroll: true }), []));

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      {menuOpen ? (
        <nav
          id="mobile-nav"
          aria-label="Main"
          className="border-b border-line bg-surface px-2 py-4 shadow-md wide:hidden"
        >
          <NavList onNavigate={() => setMenuOpen(false)} />
        </nav>
      ) : null}
      <div className="mx-auto flex max-w-7xl gap-8 px-3 sm:px-4">
        <nav
          aria-label="Main"
          className="sticky top-16 hidden max-h-[calc(100dvh-4rem)] w-56 shrink-0 self-start overflow-y-auto py-6 wide:block"
        >
          <NavList />
        </nav>
        <main
          ref={mainRef}
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 pt-6 pb-24 focus:outline-none"
        >
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        </main>
      </div>
      <ToastRegion />
    </div>
  );
}
