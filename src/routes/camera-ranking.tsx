import { ErrorBoundary } from 'react-error-boundary';
import { useCameraPackages } from '../api/hooks/use-camera-queries';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { TextField } from '../components/ui/fields';
import { NarrowDisclosure } from '../components/ui/narrow-disclosure';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { cameraMessages } from '../features/camera/messages';
import { RankingFiltersBar } from '../features/camera/ranking-filters';
import { rankingSummary } from '../features/camera/ranking-options';
import { useRankingFilters } from '../features/camera/use-ranking-filters';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { useDebouncedParam } from '../features/search/use-debounced-param';

export default function CameraRankingRoute() {
  const { filters, update } = useRankingFilters();
  const search = useDebouncedParam('q');
  const summary = rankingSummary(filters, search.committed);
  useDocumentTitle(cameraMessages.rankingDocumentTitle(summary === 'None' ? undefined : summary));
  const packs = useCameraPackages({ ...filters, searchText: search.committed });
  const filtered = search.committed !== '' || Object.values(filters).some((value) => value !== '');

  return (
    <>
      <PageHeader title={cameraMessages.rankingTitle} description={cameraMessages.rankingHint} />
      <NarrowDisclosure label="Filters" summary={summary}>
        <ErrorBoundary
          fallback={<p className="mb-6 text-sm text-muted">Filters are not available right now.</p>}
        >
          <RankingFiltersBar filters={filters} onChange={update} />
        </ErrorBoundary>
        <TextField
          label="Filter by name or tag"
          type="search"
          value={search.draft}
          onChange={(e) => search.setDraft(e.target.value)}
          placeholder="e.g. cat"
          fieldClassName="mb-6 max-w-md"
        />
      </NarrowDisclosure>
      <div className={packs.isPlaceholderData ? 'opacity-60' : undefined}>
        <PagedPackList
          query={packs}
          label="Ranked packs"
          ranked
          empty={
            <EmptyState
              emoji="🏆"
              title="No packs match these filters"
              action={
                filtered ? (
                  <Button
                    variant="primary"
                    onClick={() => {
                      search.setDraft('');
                      update({ date: '', category: '', animated: '', country: '' });
                    }}
                  >
                    Clear filters
                  </Button>
                ) : null
              }
            >
              Try a longer period, another category or all countries.
            </EmptyState>
          }
        />
      </div>
    </>
  );
}
