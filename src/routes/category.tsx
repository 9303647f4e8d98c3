import { Link, useParams } from 'react-router';
import { useCameraPackages } from '../api/hooks/use-camera-queries';
import { useCategories } from '../api/hooks/use-category-queries';
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
  // A link with a typo names no category of the service's (M14, any letter case): said so, not
  // that packs are still to come.
  const { data: known } = useCategories();
  const unknown =
    known !== undefined && !known.some((listed) => listed.toLowerCase() === category.toLowerCase());
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
            title={t(unknown ? 'category.unknownTitle' : 'category.emptyTitle', {
              category: isolate(name),
            })}
            action={
              <Link to="/categories" className={buttonClass('primary')}>
                {t('category.others')}
              </Link>
            }
          >
            {t(unknown ? 'category.unknownText' : 'category.emptyText')}
          </EmptyState>
        }
        actions={(pack) => <SendGiftButton pack={pack} compact />}
      />
    </>
  );
}
