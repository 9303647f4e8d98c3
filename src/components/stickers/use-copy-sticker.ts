import { notify } from '../toast/notify';
import { copyMessages, copySticker } from './copy-sticker';

/** Copies a sticker and says in a toast what ended up on the clipboard. */
export function useCopySticker() {
  return async (stickerImg: string, extra = '') => {
    const outcome = await copySticker(stickerImg);
    notify({
      message: `${copyMessages[outcome]}${extra ? ` ${extra}` : ''}`,
      tone: outcome === 'none' ? 'error' : 'success',
    });
    return outcome;
  };
}
