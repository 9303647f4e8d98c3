import { lazy, Suspense } from 'react';
import { wholeCatalogue } from '../../i18n';
import { ShelfSkeleton } from './shelf';

// Its own chunk: a search link (/?q=…) never shows the start page, so it does not download it.
// The shelves' words are not in the first load (scripts/vite-catalogues.ts): they come beside
// the start page's code.
const StartPage = lazy(async () => {
  const [page] = await Promise.all([import('./start-page'), wholeCatalogue()]);
  return page;
});

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
