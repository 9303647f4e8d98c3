import { Link, useParams } from 'react-router';
import { useCameraPackages } from '../api/hooks/use-camera-queries';
import { BackLink } from '../components/ui/back-link';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { categoryEmoji } from '../features/categories/category-emoji';
import { categoryName } from '../features/categories/category-name';
import { SendGiftButton } from '../features/gifts/send-gift-button';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { isolate, useT } from '../i18n';

export default function CategoryRoute() {
  const t = useT();
  const { category = '' } = useParams();
  const name = categoryName(category, t);
  useDocumentTitle(isolate(name));
  const packs = useCameraPackages({ category });
  return (
    <>
      <BackLink to="/categories" label={t('category.all')} />
      <PageHeader
        title={
          <>
            {/* The space outside: the emoji font's own space is much wider. */}
            <span aria-hidden="true" className="font-emoji">
              {categoryEmoji(category)}
            </span>{' '}
            <bdi>{name}</bdi>
          </>
        }
        description={t('category.description')}
      />
      <PagedPackList
        query={packs}
        label={t('category.listLabel', { category: name })}
        empty={
          <EmptyState
            emoji="📭"
            title={t('category.emptyTitle', { category: isolate(name) })}
            action={
              <Link to="/categories" className={buttonClass('primary')}>
                {t('category.others')}
              </Link>
            }
          >
            {t('category.emptyText')}
          </EmptyState>
        }
        actions={(pack) => <SendGiftButton pack={pack} compact />}
      />
    </>
  );
}
