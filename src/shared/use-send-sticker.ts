import { describeError } from '../api';
import { useRegisterSend } from '../api/actions';
import { notifyOutcome } from '../components/toast/notify';
import { useCopySticker } from '../components/stickers/use-copy-sticker';
import { t } from '../i18n';

/** Sending a sticker copies it for the chat and records the send (Recently sent). */
export function useSendSticker() {
  const register = useRegisterSend();
  const copy = useCopySticker();

  return (sticker: { stickerId: number; stickerImg: string }) => {
    notifyOutcome(register.mutateAsync({ stickerId: sticker.stickerId }), {
      error: (error) => t('send.notRecorded', { reason: describeError(error).title }),
    });
    void copy(sticker.stickerImg);
  };
}
