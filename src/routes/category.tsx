import { Link, useParams } from 'react-router';
import { useCameraPackages } from '../api/hooks/use-camera-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { categoryEmoji } from '../features/categories/category-emoji';
import { SendGiftButton } from '../features/gifts/send-gift-button';
import { PagedPackList } from '../features/packs/paged-pack-list';

export default function CategoryRoute() {
  const { category = '' } = useParams();
  useDocumentTitle(category);
  const packs = useCameraPackages({ category });
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link to="/categories" className="font-medium text-accent-text hover:underline">
          ← All categories
        </Link>
      </nav>
      <PageHeader
        title={
          <>
            <span aria-hidden="true">{categoryEmoji(category)} </span>
            {category}
          </>
        }
        description="Packs in this category, most popular first."
      />
      <PagedPackList
        query={packs}
        label={`${category} packs`}
        empty={
          <EmptyState
            emoji="📭"
            title={`No packs in ${category} yet`}
            action={
              <Link to="/categories" className={buttonClass('primary')}>
                Other categories
              </Link>
            }
          >
            New packs arrive often. Try another category meanwhile.
          </EmptyState>
        }
        actions={(pack) => <SendGiftButton pack={pack} compact />}
      />
    </>
  );
}
