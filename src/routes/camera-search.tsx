import { useRef } from 'react';
import { useCameraSearch } from '../api/hooks/use-camera-queries';
import { EmptyState } from '../components/ui/empty-state';
import { useFocusAfterRemoval } from '../components/use-focus-after-removal';
import { PageHeader } from '../components/ui/page-header';
import { QueryView } from '../shared/query-view';
import { useDocumentTitle } from '../components/use-document-title';
import { CameraStickerGrid } from '../features/camera/camera-sticker-grid';
import { SearchBox } from '../features/search/search-box';
import { useDebouncedParam } from '../features/search/use-debounced-param';
import { StickerGridSkeleton } from '../components/ui/tile-skeleton';
import { isolate, useT } from '../i18n';

function CameraResults({ q }: { q: string }) {
  const t = useT();
  const query = useCameraSearch(q);
  const stickers = query.data ?? [];
  // Retry pressed on a failed search goes with the error it was part of: focus moves to the
  // results, as on the search page.
  const sectionRef = useRef<HTMLElement>(null);
  useFocusAfterRemoval(sectionRef, { followItems: false });
  return (
    <section ref={sectionRef} aria-labelledby="camera-results" className="mt-6">
      <h2 id="camera-results" className="sr-only">
        {t('cameraSearch.resultsFor', { q })}
      </h2>
      {/* As on the search page: the count is shown and said when the answer comes (focus stays in
          the search box); an empty answer is said here and shown by its card below. */}
      <p role="status" className="mb-3 min-h-5 text-sm text-muted">
        {query.isSuccess && !query.isPlaceholderData ? (
          stickers.length > 0 ? (
            t('cameraSearch.count', { count: stickers.length, q })
          ) : (
            <span className="sr-only">{t('cameraSearch.emptyTitle', { q })}</span>
          )
        ) : query.isFetching ? (
          t('search.searching')
        ) : (
          ''
        )}
      </p>
      <QueryView
        search
        query={query}
        skeleton={<StickerGridSkeleton />}
        isEmpty={stickers.length === 0}
        empty={
          <EmptyState emoji="📸" title={t('cameraSearch.emptyTitle', { q })}>
            {t('cameraSearch.emptyText')}
          </EmptyState>
        }
      >
        <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <CameraStickerGrid stickers={stickers} label={t('cameraSearch.listLabel', { q })} />
        </div>
      </QueryView>
    </section>
  );
}

export default function CameraSearchRoute() {
  const t = useT();
  const { draft, setDraft, committed, setComposing, commitNow } = useDebouncedParam('q');
  useDocumentTitle(
    committed ? t('cameraSearch.titleFor', { q: isolate(committed) }) : t('cameraSearch.title'),
  );
  return (
    <>
      <PageHeader title={t('cameraSearch.title')} description={t('cameraSearch.description')} />
      <div className="sticky top-16 z-30 -mx-3 bg-page px-3 py-2 sm:-mx-4 sm:px-4 short:static">
        <SearchBox
          label={t('cameraSearch.label')}
          placeholder={t('cameraSearch.placeholder')}
          value={draft}
          onChange={setDraft}
          onSubmit={commitNow}
          onComposingChange={setComposing}
        />
      </div>
      {committed ? (
        <CameraResults q={committed} />
      ) : (
        <p className="mt-6 text-sm text-muted">{t('cameraSearch.prompt')}</p>
      )}
    </>
  );
}
