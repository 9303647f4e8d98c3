import { useToast } from '../toast/toast-context';
import { copyMessages, copySticker } from './copy-sticker';

/** Copies a sticker and says in a toast what ended up on the clipboard. */
export function useCopySticker() {
  const toast = useToast();
  return async (stickerImg: string, extra = '') => {
    const outcome = await copySticker(stickerImg);
    toast.show({
      message: `${copyMessages[outcome]}${extra ? ` ${extra}` : ''}`,
      tone: outcome === 'none' ? 'error' : 'success',
    });
    return outcome;
  };
}
