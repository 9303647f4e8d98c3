import { Link } from 'react-router';
import { useDownloads } from '../api/hooks/use-pack-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { useT } from '../i18n';

export default function DownloadsRoute() {
  const t = useT();
  useDocumentTitle(t('nav.downloads'));
  const packs = useDownloads();
  return (
    <>
      <PageHeader title={t('nav.downloads')} description={t('downloads.description')} />
      <PagedPackList
        query={packs}
        label={t('nav.downloads')}
        empty={
          <EmptyState
            emoji="📥"
            title={t('downloads.emptyTitle')}
            action={
              <Link to="/camera" className={buttonClass('primary')}>
                {t('downloads.emptyAction')}
              </Link>
            }
          >
            {t('downloads.emptyText')}
          </EmptyState>
        }
      />
    </>
  );
}
