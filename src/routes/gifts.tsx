import { Link } from 'react-router';
import { useGiftSendingOffered, useReceivedGifts } from '../api/hooks/use-gift-queries';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { GiftIcon } from '../components/ui/icons';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/use-document-title';
import { GiftMeta } from '../features/gifts/gift-meta';
import { useT } from '../i18n';
import { useConfirmGiftAction } from '../features/gifts/use-confirm-gift-action';
import { PagedPackList } from '../features/packs/paged-pack-list';
import { WaitingMark } from '../features/packs/waiting-mark';

/** An id per gift, for the waiting mark that describes its Accept button. */
const waitingId = (gift: { packageId: number; sendUserId: string }) =>
  `gift-waiting-${gift.packageId}-${encodeURIComponent(gift.sendUserId)}`;

export default function GiftsRoute() {
  const t = useT();
  useDocumentTitle(t('nav.gifts'));
  const gifts = useReceivedGifts();
  const { accept, isPending, isWaiting } = useConfirmGiftAction();
  const sentGiftsOffered = useGiftSendingOffered();

  return (
    <>
      <PageHeader
        title={t('nav.gifts')}
        description={t('gifts.description')}
        actions={
          sentGiftsOffered ? (
            <Link to="/gifts/sent" className={buttonClass('secondary', 'sm')}>
              {t('gift.sent.title')}
            </Link>
          ) : null
        }
      />
      <PagedPackList
        query={gifts}
        label={t('gifts.listLabel')}
        getKey={(gift) => `${gift.packageId}-${gift.sendUserId}-${gift.sendDate}`}
        empty={
          <EmptyState
            emoji="🎁"
            title={t('gifts.emptyTitle')}
            action={
              <Link to="/wishlist" className={buttonClass('secondary')}>
                {t('gifts.emptyAction')}
              </Link>
            }
          >
            {t('gifts.emptyText')}
          </EmptyState>
        }
        meta={(gift) => <GiftMeta gift={gift} />}
        actions={(gift) =>
          gift.isReceive === 'Y' ? null : (
            <>
              <Button
                size="sm"
                variant="primary"
                pending={isPending(gift) && !isWaiting(gift)}
                aria-disabled={isPending(gift) || undefined}
                icon={<GiftIcon width={18} height={18} />}
                aria-label={t('gifts.acceptLabel', {
                  pack: gift.packageName,
                  sender: gift.sendUserId,
                })}
                aria-describedby={isWaiting(gift) ? waitingId(gift) : undefined}
                onClick={isWaiting(gift) ? undefined : () => accept(gift)}
              >
                {t(isPending(gift) && !isWaiting(gift) ? 'gifts.accepting' : 'gifts.accept')}
              </Button>
              {isWaiting(gift) ? <WaitingMark id={waitingId(gift)} /> : null}
            </>
          )
        }
      />
    </>
  );
}
