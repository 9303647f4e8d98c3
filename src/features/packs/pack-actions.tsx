import { describeError } from '../../api';
import { useDownloadPack } from '../../api/actions';
import type { PackageDetail } from '../../../contract';
import { notifyOutcome } from '../../components/toast/notify';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CheckIcon, DownloadIcon, EyeOffIcon, HeartIcon } from '../../components/ui/icons';
import { useHideActions, useWishActions } from './use-pack-actions';

export function PackActions({ pack }: { pack: PackageDetail }) {
  const wish = useWishActions();
  const hide = useHideActions();
  const download = useDownloadPack();
  const wished = pack.isWish === 'Y';
  const owned = pack.isDownload === 'Y';

  const downloadPack = () =>
    notifyOutcome(download.mutateAsync({ packageId: pack.packageId }), {
      success: ({ alreadyPurchased }) => ({
        message: alreadyPurchased
          ? `You already own “${pack.packageName}”.`
          : `“${pack.packageName}” downloaded. Find it in My packs.`,
        tone: 'success',
      }),
      error: (error) => `Couldn't download “${pack.packageName}”. ${describeError(error).title}.`,
    });

  return (
    <>
      {owned ? (
        <Badge tone="success" size="lg">
          <CheckIcon width={16} height={16} /> In My packs
        </Badge>
      ) : (
        <Button
          variant="primary"
          pending={download.isPending}
          icon={<DownloadIcon width={18} height={18} />}
          onClick={downloadPack}
        >
          Download
        </Button>
      )}
      <Button
        pending={wish.isPending(pack.packageId)}
        icon={<HeartIcon filled={wished} width={18} height={18} className="text-accent-text" />}
        onClick={() => (wished ? wish.remove(pack) : wish.add(pack))}
      >
        {wished ? 'Remove from wish list' : 'Add to wish list'}
      </Button>
      {owned ? (
        <Button
          variant="ghost"
          pending={hide.isPending(pack.packageId)}
          icon={<EyeOffIcon width={18} height={18} />}
          onClick={() => hide.hide(pack)}
        >
          Hide
        </Button>
      ) : null}
    </>
  );
}
