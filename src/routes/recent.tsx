import { Link } from 'react-router';
import { useRecentPacks } from '../api/hooks/use-pack-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { PagedPackList } from '../features/packs/paged-pack-list';

export default function RecentRoute() {
  useDocumentTitle('Recently viewed');
  const packs = useRecentPacks();
  return (
    <>
      <PageHeader title="Recently viewed" description="Packs you opened lately, newest first." />
      <PagedPackList
        query={packs}
        label="Recently viewed packs"
        empty={
          <EmptyState
            emoji="🕘"
            title="No packs viewed yet"
            action={
              <Link to="/" className={buttonClass('primary')}>
                Search stickers
              </Link>
            }
          >
            Packs you open appear here so you can find them again.
          </EmptyState>
        }
      />
    </>
  );
}
