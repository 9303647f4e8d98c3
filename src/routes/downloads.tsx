import { Link } from 'react-router';
import { useDownloads } from '../api/hooks/use-pack-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { PagedPackList } from '../features/packs/paged-pack-list';

export default function DownloadsRoute() {
  useDocumentTitle('Downloads');
  const packs = useDownloads();
  return (
    <>
      <PageHeader title="Downloads" description="Every pack you downloaded or bought." />
      <PagedPackList
        query={packs}
        label="Downloads"
        empty={
          <EmptyState
            emoji="📥"
            title="No downloads yet"
            action={
              <Link to="/camera" className={buttonClass('primary')}>
                See top packs
              </Link>
            }
          >
            Packs you download or buy are listed here.
          </EmptyState>
        }
      />
    </>
  );
}
