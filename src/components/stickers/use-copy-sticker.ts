import { getSettings } from '../../lib/settings-store';
import { notify } from '../toast/notify';
import { t, wholeCatalogue } from '../../i18n';
import { copySticker, copyStickerLink, downloadSticker } from './copy-sticker';

/**
 * Copies a sticker and says in a toast what ended up on the clipboard: the image, a still of an
 * animated one (offering the animated file), or nothing (offering its link; download stays on
 * the sticker's view). `onCopied` runs once something a chat can take is on the clipboard: the
 * image, its still, or the link copied from the toast, while Settings shows the user who asked
 * (it records a send or a use for them; a link copied after a switch records nothing).
 */
export function useCopySticker() {
  const copyLink = async (stickerImg: string, asker: string, onCopied?: () => void) => {
    const [copied] = await Promise.all([copyStickerLink(stickerImg), wholeCatalogue()]);
    if (copied && getSettings().userId === asker) onCopied?.();
    notify(
      copied
        ? { message: t('copy.linkCopied'), tone: 'success' }
        : {
            message: t('copy.linkFailed'),
            tone: 'error',
            action: { label: t('copy.download'), onClick: () => void downloadSticker(stickerImg) },
          },
    );
  };

  return async (stickerImg: string, animated?: boolean, onCopied?: () => void) => {
    const asker = getSettings().userId;
    // The toasts' words are not in a search link's first load (scripts/vite-catalogues.ts).
    const [outcome] = await Promise.all([copySticker(stickerImg, animated), wholeCatalogue()]);
    if (outcome !== 'none' && getSettings().userId === asker) onCopied?.();
    if (outcome === 'image') notify({ message: t('copy.image'), tone: 'success' });
    if (outcome === 'still') {
      notify({
        message: t('copy.still'),
        action: {
          label: t('copy.downloadAnimated'),
          onClick: () => void downloadSticker(stickerImg),
        },
      });
    }
    if (outcome === 'none') {
      notify({
        message: t('copy.none'),
        tone: 'error',
        action: {
          label: t('copy.copyLink'),
          onClick: () => void copyLink(stickerImg, asker, onCopied),
        },
      });
    }
    return outcome;
  };
}
