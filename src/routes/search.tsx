import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useSettings } from '../lib/settings';
import { LightErrorBoundary } from '../components/light-error-boundary';
import { useDocumentTitle } from '../components/use-document-title';
import { SearchBox } from '../features/search/search-box';
import { LocalePickers, SearchResults, SearchStart } from '../features/search/search-parts';
import { useDebouncedParam } from '../features/search/use-debounced-param';
import { StickerGridSkeleton } from '../components/ui/tile-skeleton';

// The app's first render waits for these when it opens on a search (src/app/router.tsx).
export { preloadSearchParts } from '../features/search/search-parts';

export default function SearchRoute() {
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const { draft, setDraft, committed, commitNow } = useDebouncedParam('q');
  const lang = params.get('lang') ?? settings.lang;
  const countryCode = params.get('country') ?? settings.countryCode;
  useDocumentTitle(committed ? `“${committed}” stickers` : 'Search');

  const hrefFor = (tag: string) => {
    const next = new URLSearchParams(params);
    next.set('q', tag);
    return `/?${next.toString()}`;
  };

  function changeLocale(change: { lang?: string; country?: string }) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (change.lang) next.set('lang', change.lang);
        if (change.country) next.set('country', change.country);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      {/* Not PageHeader: one chunk less in the first load. */}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Find stickers</h1>
      <p className="mt-1 mb-6 text-sm text-muted sm:text-base">
        Search by tag or phrase in 40+ languages.
      </p>
      <div className="flex flex-col gap-4">
        <SearchBox
          label="Search stickers"
          placeholder="Try “happy” or “cat”"
          value={draft}
          onChange={setDraft}
          onSubmit={commitNow}
        />
        <Suspense fallback={<div className="h-[4.25rem] sm:max-w-md" />}>
          <LocalePickers lang={lang} country={countryCode} onChange={changeLocale} />
        </Suspense>
      </div>
      {committed ? (
        <Suspense fallback={<StickerGridSkeleton />}>
          <SearchResults q={committed} lang={lang} countryCode={countryCode} />
        </Suspense>
      ) : (
        <LightErrorBoundary resetKeys={[]} fallback={() => null}>
          <Suspense fallback={null}>
            <SearchStart hrefFor={hrefFor} />
          </Suspense>
        </LightErrorBoundary>
      )}
    </>
  );
}
