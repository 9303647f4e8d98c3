import { describeError, useDownloadPack, useToggleHidden, useToggleWish } from '../../api';
import type { PackageDetail } from '../../api/schemas';
import { useToast } from '../../components/toast/toast-context';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CheckIcon, DownloadIcon, EyeOffIcon, HeartIcon } from '../../components/ui/icons';

export function PackActions({ pack }: { pack: PackageDetail }) {
  const toast = useToast();
  const wish = useToggleWish();
  const download = useDownloadPack();
  const hide = useToggleHidden();
  const name = `“${pack.packageName}”`;
  const vars = { packageId: pack.packageId };
  const fail = (what: string) => (error: unknown) =>
    toast.show({
      message: `Couldn't ${what} ${name}. ${describeError(error).title}.`,
      tone: 'error',
    });

  const wished = pack.isWish === 'Y';
  const owned = pack.isDownload === 'Y';

  const toggleWish = () =>
    wish.mutate(vars, {
      onSuccess: () =>
        toast.show({
          message: wished
            ? `${name} removed from your wish list.`
            : `${name} added to your wish list.`,
          tone: 'success',
        }),
      onError: fail(wished ? 'remove' : 'wish for'),
    });

  const downloadPack = () =>
    download.mutate(vars, {
      onSuccess: ({ alreadyPurchased }) =>
        toast.show({
          message: alreadyPurchased
            ? `You already own ${name}.`
            : `${name} downloaded. Find it in My packs.`,
          tone: 'success',
        }),
      onError: fail('download'),
    });

  const hidePack = () =>
    hide.mutate(vars, {
      onSuccess: () =>
        toast.show({
          message: `${name} hidden from My packs.`,
          action: { label: 'Undo', onClick: () => hide.mutate(vars, { onError: fail('restore') }) },
        }),
      onError: fail('hide'),
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
        pending={wish.isPending}
        icon={<HeartIcon filled={wished} width={18} height={18} className="text-accent-text" />}
        onClick={toggleWish}
      >
        {wished ? 'Remove from wish list' : 'Add to wish list'}
      </Button>
      {owned ? (
        <Button
          variant="ghost"
          pending={hide.isPending}
          icon={<EyeOffIcon width={18} height={18} />}
          onClick={hidePack}
        >
          Hide
        </Button>
      ) : null}
    </>
  );
}
