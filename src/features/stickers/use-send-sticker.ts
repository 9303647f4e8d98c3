import { describeError, useRegisterSend } from '../../api';
import { useToast } from '../../components/toast/toast-context';
import { useCopySticker } from './use-copy-sticker';

/** Sending a sticker copies it for the chat and records the send (Recently sent). */
export function useSendSticker() {
  const register = useRegisterSend();
  const copy = useCopySticker();
  const toast = useToast();

  return (sticker: { stickerId: number; stickerImg: string }) => {
    register.mutate(
      { stickerId: sticker.stickerId },
      {
        onError: (error) =>
          toast.show({
            message: `The send was not recorded. ${describeError(error).title}.`,
            tone: 'error',
          }),
      },
    );
    void copy(sticker.stickerImg);
  };
}
