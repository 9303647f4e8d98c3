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

export default function WishlistRoute() {
  useDocumentTitle('Wish list');
  const packs = useWishList();
  const { remove, isPending } = useWishActions();

  return (
    <>
      <PageHeader title="Wish list" description="Packs you want to get later." />
      <PagedPackList
        query={packs}
        label="Wish list"
        empty={
          <EmptyState
            emoji="💜"
            title="Your wish list is empty"
            action={
              <Link to="/categories" className={buttonClass('primary')}>
                Browse categories
              </Link>
            }
          >
            Tap the heart on a pack to keep it here for later.
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
              aria-label={`Remove ${pack.packageName} from wish list`}
              onClick={() => remove(pack)}
            >
              <span>Remove</span>
            </Button>
          </>
        )}
      />
    </>
  );
}
