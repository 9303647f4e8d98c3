import { Link } from 'react-router';
import { useCategories } from '../api/hooks/use-category-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { QueryView } from '../shared/query-view';
import { useDocumentTitle } from '../components/use-document-title';
import { CategoryGrid, CategoryGridSkeleton } from '../features/categories/category-grid';
import { useT } from '../i18n';

export default function CategoriesRoute() {
  const t = useT();
  useDocumentTitle(t('nav.categories'));
  const categories = useCategories();
  const list = categories.data ?? [];
  return (
    <>
      <PageHeader title={t('nav.categories')} description={t('categories.description')} />
      <QueryView
        query={categories}
        skeleton={<CategoryGridSkeleton />}
        isEmpty={list.length === 0}
        empty={
          <EmptyState
            emoji="🗂️"
            title={t('categories.emptyTitle')}
            action={
              <Link to="/" className={buttonClass('primary')}>
                {t('search.formLabel')}
              </Link>
            }
          >
            {t('categories.emptyText')}
          </EmptyState>
        }
      >
        <CategoryGrid categories={list} />
      </QueryView>
    </>
  );
}
