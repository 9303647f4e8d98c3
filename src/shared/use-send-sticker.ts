import { describeError } from '../api';
import { useRegisterSend } from '../api/actions';
import { notifyOutcome } from '../components/toast/notify';
import { useCopySticker } from '../components/stickers/use-copy-sticker';

/** Sending a sticker copies it for the chat and records the send (Recently sent). */
export function useSendSticker() {
  const register = useRegisterSend();
  const copy = useCopySticker();

  return (sticker: { stickerId: number; stickerImg: string }) => {
    notifyOutcome(register.mutateAsync({ stickerId: sticker.stickerId }), {
      error: (error) => `The send was not recorded. ${describeError(error).title}.`,
    });
    void copy(sticker.stickerImg);
  };
}
