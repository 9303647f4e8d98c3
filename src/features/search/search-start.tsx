import { lazy, Suspense } from 'react';
import { ShelfSkeleton } from './shelf';

// Its own chunk: a search link (/?q=…) never shows the start page, so it does not download it.
const StartPage = lazy(() => import('./start-page'));

/** What the search page offers before anything is typed: the start page. */
export default function SearchStart({
  hrefFor,
  lang,
}: {
  hrefFor: (tag: string) => string;
  /** The search language, which the start page's trending searches follow. */
  lang: string;
}) {
  return (
    <Suspense
      fallback={
        <div className="mt-8">
          <ShelfSkeleton />
        </div>
      }
    >
      <StartPage hrefFor={hrefFor} lang={lang} />
    </Suspense>
  );
}
