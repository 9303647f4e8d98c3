import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { notify } from '../../components/toast/notify';
import { Button, buttonClass } from '../../components/ui/button';
import { DownloadIcon } from '../../components/ui/icons';
import { CopyIcon, SendIcon, ShareIcon } from './action-icons';
import { downloadSticker, savedByLink } from '../../components/stickers/copy-sticker';
import { useCopySticker } from '../../components/stickers/use-copy-sticker';
import { useCameraSticker } from '../../shared/use-camera-sticker';
import { useSendSticker } from '../../shared/use-send-sticker';
import { shareStickerLink } from './share-sticker';
import { useT } from '../../i18n';

// A modified click (a new tab or window, save as) is the browser's to handle, as on any link.
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

type PendingAction = 'copy' | 'send' | 'share';

type ActionsProps = {
  sticker: { stickerId: number; stickerImg: string };
  name: string;
  animated: boolean;
};

/**
 * Copy, send, download and share. Opened over a camera page, "send" is the camera's use (C5,
 * which feeds Frequently used); elsewhere a messenger send (M4's Recently sent).
 */
export function StickerActions({ sticker, name, animated }: ActionsProps) {
  const t = useT();
  const copy = useCopySticker();
  const send = useSendSticker();
  const { apply } = useCameraSticker();
  const onCameraPage = useLocation().pathname.startsWith('/camera');
  // Fetching the image for the clipboard can take seconds on a slow network: the button says it
  // is at work, and a second press does not start a second copy (and a second toast).
  // Each action has an icon, whose place its spinner takes: a button at work keeps its width, so
  // nothing moves under the finger or wraps to another line.
  const [pending, setPending] = useState<ReadonlySet<PendingAction>>(new Set());
  const run = (action: PendingAction, work: () => Promise<unknown>) => {
    setPending((now) => new Set(now).add(action));
    void work().finally(() =>
      setPending((now) => new Set([...now].filter((other) => other !== action))),
    );
  };

  const share = async () => {
    const outcome = await shareStickerLink(sticker.stickerImg, name);
    if (outcome === 'copied') notify({ message: t('stickerView.linkCopied'), tone: 'success' });
    if (outcome === 'failed') notify({ message: t('stickerView.shareFailed'), tone: 'error' });
  };

  return (
    <div className="mt-4 flex flex-wrap gap-2 *:grow">
      <Button
        variant="primary"
        icon={<CopyIcon width={18} height={18} />}
        pending={pending.has('copy')}
        onClick={() => run('copy', () => copy(sticker.stickerImg, animated))}
      >
        {t('stickerView.copy')}
      </Button>
      <Button
        icon={<SendIcon width={18} height={18} />}
        pending={pending.has('send')}
        onClick={() => run('send', () => (onCameraPage ? apply(sticker) : send(sticker)))}
      >
        {t(onCameraPage ? 'stickerView.use' : 'stickerView.send')}
      </Button>
      <a
        href={sticker.stickerImg}
        download
        className={buttonClass('secondary')}
        onClick={(event) => {
          if (savedByLink(sticker.stickerImg) || opensElsewhere(event)) return;
          event.preventDefault();
          void downloadSticker(sticker.stickerImg);
        }}
      >
        <DownloadIcon width={18} height={18} aria-hidden="true" />
        {t('stickerView.download')}
      </a>
      <Button
        icon={<ShareIcon width={18} height={18} />}
        pending={pending.has('share')}
        onClick={() => run('share', share)}
      >
        {t('stickerView.share')}
      </Button>
    </div>
  );
}
