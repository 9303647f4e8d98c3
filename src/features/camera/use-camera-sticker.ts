import { describeError, useRegisterUsage } from '../../api';
import { useToast } from '../../components/toast/toast-context';
import { useCopySticker } from '../stickers/use-copy-sticker';

/** Using a camera sticker copies it and registers the use (C5), which feeds Frequently used. */
export function useCameraSticker() {
  const usage = useRegisterUsage();
  const copy = useCopySticker();
  const toast = useToast();

  const apply = (sticker: { stickerId: number; stickerImg: string }) => {
    usage.mutate(
      { stickerId: sticker.stickerId },
      {
        onError: (error) =>
          toast.show({
            message: `The use was not recorded. ${describeError(error).title}.`,
            tone: 'error',
          }),
      },
    );
    void copy(sticker.stickerImg);
  };

  const isPending = (stickerId: number) =>
    usage.isPending && usage.variables.stickerId === stickerId;

  return { apply, isPending };
}
