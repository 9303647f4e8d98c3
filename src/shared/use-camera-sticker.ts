import { describeError } from '../api';
import { useRegisterUsage } from '../api/actions';
import { notifyOutcome } from '../components/toast/notify-outcome';
import { useCopySticker } from '../components/stickers/use-copy-sticker';
import { t } from '../i18n';

/**
 * Using a camera sticker copies it and, once something is on the clipboard, registers the use
 * (C5), which feeds Frequently used: a copy that failed used nothing.
 */
export function useCameraSticker() {
  const usage = useRegisterUsage();
  const copy = useCopySticker();

  /** Settles once the copy has ended (the use's registration goes on after it). */
  const apply = (sticker: { stickerId: number; stickerImg: string }) =>
    copy(sticker.stickerImg, undefined, () =>
      notifyOutcome(usage.mutateAsync({ stickerId: sticker.stickerId }), {
        error: (error) => t('camera.useNotRecorded', { reason: describeError(error).title }),
      }),
    );

  return { apply };
}
