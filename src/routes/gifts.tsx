import { Link } from 'react-router';
import { useGiftSendingOffered, useReceivedGifts } from '../api/hooks/use-gift-queries';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { GiftIcon } from '../components/ui/icons';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { GiftMeta } from '../features/gifts/gift-meta';
import { sentGiftsMessages } from '../features/gifts/sent-gifts-messages';
import { useConfirmGiftAction } from '../features/gifts/use-confirm-gift-action';
import { PagedPackList } from '../features/packs/paged-pack-list';

export default function GiftsRoute() {
  useDocumentTitle('Gifts');
  const gifts = useReceivedGifts();
  const { accept, isPending } = useConfirmGiftAction();
  const sentGiftsOffered = useGiftSendingOffered();

  return (
    <>
      <PageHeader
        title="Gifts"
        description="Sticker packs friends sent you."
        actions={
          sentGiftsOffered ? (
            <Link to="/gifts/sent" className={buttonClass('secondary', 'sm')}>
              {sentGiftsMessages.linkFromGifts}
            </Link>
          ) : null
        }
      />
      <PagedPackList
        query={gifts}
        label="Received gifts"
        getKey={(gift) => `${gift.packageId}-${gift.sendUserId}-${gift.sendDate}`}
        empty={
          <EmptyState
            emoji="🎁"
            title="No gifts yet"
            action={
              <Link to="/wishlist" className={buttonClass('secondary')}>
                See your wish list
              </Link>
            }
          >
            When a friend sends you a pack, it arrives here for you to accept.
          </EmptyState>
        }
        meta={(gift) => <GiftMeta gift={gift} />}
        actions={(gift) =>
          gift.isReceive === 'Y' ? null : (
            <Button
              size="sm"
              variant="primary"
              pending={isPending(gift)}
              icon={<GiftIcon width={18} height={18} />}
              aria-label={`Accept ${gift.packageName} from ${gift.sendUserId}`}
              onClick={() => accept(gift)}
            >
              {isPending(gift) ? 'Accepting…' : 'Accept'}
            </Button>
          )
        }
      />
    </>
  );
}
