import { Link } from 'react-router';
import { useWishList } from '../api/hooks/use-pack-queries';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { HeartIcon } from '../components/ui/icons';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { SendGiftButton } from '../features/gifts/send-gift-button';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { useWishActions } from '../features/packs/use-pack-actions';
import { useT } from '../i18n';

export default function WishlistRoute() {
  const t = useT();
  useDocumentTitle(t('nav.wishlist'));
  const packs = useWishList();
  const { remove, isPending } = useWishActions();

  return (
    <>
      <PageHeader title={t('nav.wishlist')} description={t('wishlist.description')} />
      <PagedPackList
        query={packs}
        label={t('nav.wishlist')}
        empty={
          <EmptyState
            emoji="💜"
            title={t('wishlist.emptyTitle')}
            action={
              <Link to="/categories" className={buttonClass('primary')}>
                {t('notFound.browseCategories')}
              </Link>
            }
          >
            {t('wishlist.emptyText')}
          </EmptyState>
        }
        actions={(pack) => (
          <>
            <SendGiftButton pack={pack} compact />
            <Button
              size="sm"
              variant="ghost"
              pending={isPending(pack.packageId)}
              icon={<HeartIcon filled width={18} height={18} className="text-accent-text" />}
              aria-label={t('wishlist.removeLabel', { name: pack.packageName })}
              onClick={() => remove(pack)}
            >
              <span>{t('wishlist.remove')}</span>
            </Button>
          </>
        )}
      />
    </>
  );
}
