import { notify } from '../toast/notify';
import { copyMessages, copySticker, copyStickerLink, downloadSticker } from './copy-sticker';

/**
 * Copies a sticker and says in a toast what ended up on the clipboard: the image, a still of an
 * animated one (offering the animated file), or nothing (offering its link; download stays on
 * the sticker's view).
 */
export function useCopySticker() {
  const copyLink = async (stickerImg: string) => {
    const copied = await copyStickerLink(stickerImg);
    notify(
      copied
        ? { message: copyMessages.linkCopied, tone: 'success' }
        : {
            message: copyMessages.linkFailed,
            tone: 'error',
            action: { label: copyMessages.download, onClick: () => downloadSticker(stickerImg) },
          },
    );
  };

  return async (stickerImg: string, animated?: boolean) => {
    const outcome = await copySticker(stickerImg, animated);
    if (outcome === 'image') notify({ message: copyMessages.image, tone: 'success' });
    if (outcome === 'still') {
      notify({
        message: copyMessages.still,
        action: {
          label: copyMessages.downloadAnimated,
          onClick: () => downloadSticker(stickerImg),
        },
      });
    }
    if (outcome === 'none') {
      notify({
        message: copyMessages.none,
        tone: 'error',
        action: { label: copyMessages.copyLink, onClick: () => void copyLink(stickerImg) },
      });
    }
    return outcome;
  };
}
