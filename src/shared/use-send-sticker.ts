import { describeError } from '../api';
import { useRegisterSend } from '../api/actions';
import { notifyOutcome } from '../components/toast/notify-outcome';
import { useCopySticker } from '../components/stickers/use-copy-sticker';
import { t } from '../i18n';

/**
 * Sending a sticker copies it for the chat and, once something is on the clipboard (the image,
 * or its link from the toast), records the send (Recently sent): a copy that failed sent nothing.
 */
export function useSendSticker() {
  const register = useRegisterSend();
  const copy = useCopySticker();

  /** Settles once the copy has ended (the send's record goes on after it). */
  return (sticker: { stickerId: number; stickerImg: string }) =>
    copy(sticker.stickerImg, undefined, () =>
      notifyOutcome(register.mutateAsync({ stickerId: sticker.stickerId }), {
        error: (error) => t('send.notRecorded', { reason: describeError(error).title }),
      }),
    );
}
