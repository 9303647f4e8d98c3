import { Link } from 'react-router';
import { useRecentPacks } from '../api/hooks/use-pack-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { useT } from '../i18n';

export default function RecentRoute() {
  const t = useT();
  useDocumentTitle(t('nav.recent'));
  const packs = useRecentPacks();
  return (
    <>
      <PageHeader title={t('nav.recent')} description={t('recent.description')} />
      <PagedPackList
        query={packs}
        label={t('recent.listLabel')}
        empty={
          <EmptyState
            emoji="🕘"
            title={t('recent.emptyTitle')}
            action={
              <Link to="/" className={buttonClass('primary')}>
                {t('search.formLabel')}
              </Link>
            }
          >
            {t('recent.emptyText')}
          </EmptyState>
        }
      />
    </>
  );
}
