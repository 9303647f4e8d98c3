import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSearchParams } from 'react-router';
import { useSettings } from '../lib/settings';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { LocalePickers } from '../features/search/locale-pickers';
import { SearchBox } from '../features/search/search-box';
import { SuggestedTags } from '../features/search/suggested-tags';
import { useDebouncedParam } from '../features/search/use-debounced-param';
import { StickerGridSkeleton } from '../features/stickers/sticker-grid-skeleton';

// Loaded apart so the page (box, pickers) paints before the data layer and virtualizer arrive.
const SearchResults = lazy(() => import('../features/search/search-results'));
const RecentTags = lazy(() => import('../features/search/recent-tags'));

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
      <PageHeader title="Find stickers" description="Search by tag or phrase in 40+ languages." />
      <div className="flex flex-col gap-4">
        <SearchBox
          label="Search stickers"
          placeholder="Try “happy”, “cat” or “thank you”"
          value={draft}
          onChange={setDraft}
          onSubmit={commitNow}
        />
        <LocalePickers lang={lang} country={countryCode} onChange={changeLocale} />
      </div>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <RecentTags hrefFor={hrefFor} />
        </Suspense>
      </ErrorBoundary>
      {committed ? (
        <Suspense fallback={<StickerGridSkeleton />}>
          <SearchResults q={committed} lang={lang} countryCode={countryCode} />
        </Suspense>
      ) : (
        <SuggestedTags hrefFor={hrefFor} />
      )}
    </>
  );
}
