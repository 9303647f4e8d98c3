import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { describeError, mutationKeys } from '../../api';
import { useDownloadPack } from '../../api/actions';
import type { PackageDetail } from '../../../contract';
import { notifyOutcome } from '../../components/toast/notify-outcome';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CheckIcon, DownloadIcon, EyeIcon, EyeOffIcon, HeartIcon } from '../../components/ui/icons';
import { isolate, useT } from '../../i18n';
import { useWaitingToSend } from '../../shared/offline/use-waiting-to-send';
import { usePackHidden } from './use-pack-hidden';
import { useHideActions, useWishActions } from './use-pack-actions';
import { WaitingMark } from './waiting-mark';

/** The mark beside a button whose change waits for the network, and the id that describes it. */
function useWaitingMark(packageId: number, mutationKey: readonly string[]) {
  const id = useId();
  const waiting = useWaitingToSend(packageId, mutationKey);
  return {
    describedBy: waiting ? id : undefined,
    mark: waiting ? <WaitingMark id={id} size="lg" /> : null,
  };
}

export function PackActions({ pack }: { pack: PackageDetail }) {
  const t = useT();
  const wish = useWishActions();
  const hide = useHideActions();
  const download = useDownloadPack();
  const wished = pack.isWish === 'Y';
  const owned = pack.isDownload === 'Y';
  const hidden = usePackHidden(pack);
  const wishWaiting = useWaitingMark(pack.packageId, mutationKeys.toggleWish);
  const hideWaiting = useWaitingMark(pack.packageId, mutationKeys.toggleHidden);
  const downloadWaiting = useWaitingMark(pack.packageId, mutationKeys.downloadPack);
  const ownedBadgeRef = useRef<HTMLSpanElement>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);
  /** Focus follows the download made from the keyboard until it lands back on Download. */
  const focusFollows = useRef(false);

  useEffect(() => {
    if (!focusFollows.current) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!owned) focusFollows.current = false;
    // The button that held focus is gone: Download gives way to the badge saying what it did,
    // and the badge back to Download when the service refused it, rather than the page's top.
    if (lost) (owned ? ownedBadgeRef : downloadRef).current?.focus();
  }, [owned]);

  const downloadPack = (event: MouseEvent<HTMLButtonElement>) => {
    focusFollows.current = document.activeElement === event.currentTarget;
    notifyOutcome(download.mutateAsync({ packageId: pack.packageId }), {
      success: ({ alreadyPurchased }) => ({
        message: t(alreadyPurchased ? 'pack.alreadyOwned' : 'pack.downloaded', {
          name: isolate(pack.packageName),
        }),
        tone: 'success',
      }),
      error: (error) =>
        t('pack.downloadFailed', {
          name: isolate(pack.packageName),
          reason: describeError(error).title,
        }),
    });
  };

  return (
    <>
      {owned ? (
        <Badge ref={ownedBadgeRef} focusable tone={hidden ? 'neutral' : 'success'} size="lg">
          {hidden ? (
            <>
              <EyeOffIcon width={16} height={16} /> {t('pack.hiddenBadge')}
            </>
          ) : (
            <>
              <CheckIcon width={16} height={16} /> {t('pack.ownedBadge')}
            </>
          )}
        </Badge>
      ) : (
        <Button
          ref={downloadRef}
          variant="primary"
          pending={download.isPending}
          icon={<DownloadIcon width={18} height={18} />}
          aria-describedby={downloadWaiting.describedBy}
          onClick={downloadPack}
        >
          {t('pack.download')}
        </Button>
      )}
      {downloadWaiting.mark}
      <Button
        pending={wish.isPending(pack.packageId)}
        icon={<HeartIcon filled={wished} width={18} height={18} className="text-accent-text" />}
        aria-describedby={wishWaiting.describedBy}
        onClick={() => (wished ? wish.remove(pack) : wish.add(pack))}
      >
        {t(wished ? 'pack.unwish' : 'pack.wish')}
      </Button>
      {wishWaiting.mark}
      {owned && hidden !== undefined ? (
        <Button
          variant={hidden ? 'secondary' : 'ghost'}
          pending={hide.isPending(pack.packageId)}
          icon={hidden ? <EyeIcon width={18} height={18} /> : <EyeOffIcon width={18} height={18} />}
          aria-describedby={hideWaiting.describedBy}
          onClick={() => (hidden ? hide.recover(pack) : hide.hide(pack))}
        >
          {hidden ? t('pack.show') : t('pack.hide')}
        </Button>
      ) : null}
      {hideWaiting.mark}
    </>
  );
}
