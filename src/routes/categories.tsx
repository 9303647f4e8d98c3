import { Link } from 'react-router';
import { useCategories } from '../api/hooks/use-category-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { QueryView } from '../shared/query-view';
import { useDocumentTitle } from '../components/use-document-title';
import { CategoryGrid, CategoryGridSkeleton } from '../features/categories/category-grid';

export default function CategoriesRoute() {
  useDocumentTitle('Categories');
  const categories = useCategories();
  const list = categories.data ?? [];
  return (
    <>
      <PageHeader title="Categories" description="Browse sticker packs by theme." />
      <QueryView
        query={categories}
        skeleton={<CategoryGridSkeleton />}
        isEmpty={list.length === 0}
        empty={
          <EmptyState
            emoji="🗂️"
            title="No categories yet"
            action={
              <Link to="/" className={buttonClass('primary')}>
                Search stickers
              </Link>
            }
          >
            The service has no categories to show. Search finds stickers in every pack.
          </EmptyState>
        }
      >
        <CategoryGrid categories={list} />
      </QueryView>
    </>
  );
}
