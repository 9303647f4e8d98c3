import { ErrorBoundary } from 'react-error-boundary';
import { useCameraPackages } from '../api/hooks/use-camera-queries';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { TextField } from '../components/ui/fields';
import { NarrowDisclosure } from '../components/ui/narrow-disclosure';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { RankingFiltersBar } from '../features/camera/ranking-filters';
import { categoryName } from '../features/categories/category-name';
import { rankingSummary } from '../features/camera/ranking-options';
import { useRankingFilters } from '../features/camera/use-ranking-filters';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { useDebouncedParam } from '../features/search/use-debounced-param';
import { useLocale, useT } from '../i18n';

export default function CameraRankingRoute() {
  const t = useT();
  const locale = useLocale();
  const { filters, update } = useRankingFilters();
  const search = useDebouncedParam('q');
  const nameOfCategory = (category: string) => categoryName(category, t);
  const summary = rankingSummary(filters, search.committed, t, locale, nameOfCategory);
  useDocumentTitle(
    summary === t('camera.summary.none')
      ? t('camera.ranking.title')
      : t('camera.ranking.documentTitle', { filters: summary }),
  );
  const packs = useCameraPackages({ ...filters, searchText: search.committed });
  const filtered = search.committed !== '' || Object.values(filters).some((value) => value !== '');

  return (
    <>
      <PageHeader title={t('camera.ranking.title')} description={t('camera.ranking.hint')} />
      <NarrowDisclosure label={t('cameraRanking.filters')} summary={summary}>
        <ErrorBoundary
          fallback={
            <p className="mb-6 text-sm text-muted">{t('cameraRanking.filtersUnavailable')}</p>
          }
        >
          <RankingFiltersBar filters={filters} onChange={update} nameOfCategory={nameOfCategory} />
        </ErrorBoundary>
        <TextField
          label={t('cameraRanking.filterLabel')}
          type="search"
          value={search.draft}
          onChange={(e) => search.setDraft(e.target.value)}
          // An input method's unconverted letters (ねこ before 猫) are no search yet.
          onCompositionStart={() => search.setComposing(true)}
          onCompositionEnd={(e) => {
            search.setComposing(false);
            search.setDraft(e.currentTarget.value);
          }}
          placeholder={t('cameraRanking.filterPlaceholder')}
          fieldClassName="mb-6 max-w-md"
        />
      </NarrowDisclosure>
      <div className={packs.isPlaceholderData ? 'opacity-60' : undefined}>
        <PagedPackList
          query={packs}
          label={t('cameraRanking.listLabel')}
          ranked
          // Focus stays in the filters: a list that empties under them is said, not only shown.
          emptyStatus={t('cameraRanking.emptyTitle')}
          empty={
            <EmptyState
              emoji="🏆"
              title={t('cameraRanking.emptyTitle')}
              action={
                filtered ? (
                  <Button
                    variant="primary"
                    onClick={() => {
                      search.setDraft('');
                      update({ date: '', category: '', animated: '', country: '' });
                    }}
                  >
                    {t('cameraRanking.clearFilters')}
                  </Button>
                ) : null
              }
            >
              {t('cameraRanking.emptyText')}
            </EmptyState>
          }
        />
      </div>
    </>
  );
}
