import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isAnimatedImage, stickerSrcSet } from '../../../contract/image-src-set';
import type { PackageDetail, PackSticker } from '../../../contract';
import { usePackage } from '../../api/hooks/use-pack-queries';
import { notify } from '../../components/toast/notify';
import { Button, buttonClass } from '../../components/ui/button';
import { CloseIcon, CopyIcon, DownloadIcon } from '../../components/ui/icons';
import { stickerName } from '../../components/stickers/sticker-name';
import { useCopySticker } from '../../components/stickers/use-copy-sticker';
import { useSendSticker } from '../../shared/use-send-sticker';
import { useT } from '../../i18n';
import { shareStickerLink } from './share-sticker';
import { openedFromPage, PACK_PARAM, STICKER_PARAM } from '../../shared/sticker-view-link';

/** The view shows the sticker at least this large (CSS px). */
export const VIEW_IMAGE_SIZE = 256;

function keywordsOf(sticker: PackSticker, pack: PackageDetail): string[] {
  const words = [sticker.stickerName ?? '', ...pack.packageKeywords.split(',')]
    .map((word) => word.trim())
    .filter(Boolean);
  return [...new Set(words)];
}

function ViewTitle({ name, onClose }: { name: string; onClose: () => void }) {
  const t = useT();
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <h2 id="sticker-view-title" className="min-w-0 text-lg font-semibold break-words">
        <bdi>{name}</bdi>
      </h2>
      <button
        type="button"
        aria-label={t('action.close')}
        onClick={onClose}
        className="grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-sunken"
      >
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}

function searchHref(q: string) {
  return `/?${new URLSearchParams({ q }).toString()}`;
}

function StickerDetails({
  sticker,
  pack,
  onClose,
}: {
  sticker: PackSticker;
  pack: PackageDetail;
  onClose: () => void;
}) {
  const t = useT();
  const copy = useCopySticker();
  const send = useSendSticker();
  const animated = pack.packageAnimated === 'Y' || isAnimatedImage(sticker.stickerImg);
  const { src, srcSet } = stickerSrcSet(sticker.stickerImg, VIEW_IMAGE_SIZE, animated);
  const position = pack.stickers.findIndex((item) => item.stickerId === sticker.stickerId) + 1;
  const name = stickerName(sticker.stickerName, position, pack.stickers.length);
  const artist = pack.artistName.trim() || t('stickerView.unknownArtist');
  const keywords = keywordsOf(sticker, pack);

  const share = async () => {
    const outcome = await shareStickerLink(sticker.stickerImg, name);
    if (outcome === 'copied') notify({ message: t('stickerView.linkCopied'), tone: 'success' });
    if (outcome === 'failed') notify({ message: t('stickerView.shareFailed'), tone: 'error' });
  };

  return (
    <>
      <ViewTitle name={name} onClose={onClose} />
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={src}
          srcSet={srcSet}
          alt={name}
          width={VIEW_IMAGE_SIZE}
          height={VIEW_IMAGE_SIZE}
          className="size-64 shrink-0 rounded-2xl bg-sunken object-contain p-2 dark:drop-shadow-[0_0_1.5px_rgb(255_255_255/0.7)]"
        />
        <div className="min-w-0 flex-1">
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-semibold text-muted">{t('stickerView.pack')}</dt>
              <dd>
                <Link
                  to={`/packs/${pack.packageId}?highlight=${sticker.stickerId}`}
                  className="font-semibold text-accent-text hover:underline"
                >
                  <bdi>{pack.packageName}</bdi>
                </Link>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-muted">{t('stickerView.artist')}</dt>
              <dd>
                <Link
                  to={searchHref(artist)}
                  aria-label={t('stickerView.moreByArtist', { artist })}
                  className="text-accent-text hover:underline"
                >
                  <bdi>{artist}</bdi>
                </Link>
              </dd>
            </div>
            {keywords.length > 0 ? (
              <div>
                <dt className="font-semibold text-muted">{t('stickerView.keywords')}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {keywords.map((keyword) => (
                      <li key={keyword}>
                        <Link to={searchHref(keyword)} className="text-accent-text hover:underline">
                          <bdi>#{keyword}</bdi>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="primary"
              icon={<CopyIcon width={18} height={18} />}
              onClick={() => void copy(sticker.stickerImg, animated)}
            >
              {t('stickerView.copy')}
            </Button>
            <Button onClick={() => send(sticker)}>{t('stickerView.send')}</Button>
            <a href={sticker.stickerImg} download className={buttonClass('secondary')}>
              <DownloadIcon width={18} height={18} aria-hidden="true" />
              {t('stickerView.download')}
            </a>
            <Button onClick={() => void share()}>{t('stickerView.share')}</Button>
          </div>
        </div>
      </div>
    </>
  );
}

type PackStickerViewProps = { packageId: number; stickerId: number; onClose: () => void };

function PackStickerView({ packageId, stickerId, onClose }: PackStickerViewProps) {
  const t = useT();
  const query = usePackage(packageId);
  const sticker = query.data?.stickers.find((item) => item.stickerId === stickerId);
  if (query.data && sticker) {
    return <StickerDetails sticker={sticker} pack={query.data} onClose={onClose} />;
  }
  const note = query.isError
    ? t('stickerView.unavailable')
    : query.data
      ? t('stickerView.notFound')
      : t('stickerView.loading');
  return (
    <>
      <ViewTitle name={t('stickerView.untitled')} onClose={onClose} />
      <p className="py-8 text-center text-muted">{note}</p>
    </>
  );
}

function readId(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * A sticker's own view over the page it was opened from (`?sticker=…&pack=…`): enlarged and
 * animated, with its keywords, pack and artist as links, and copy, send, download and share.
 * Back closes it, as does Escape or the close button.
 */
export default function StickerView() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const stickerId = readId(params.get(STICKER_PARAM));
  const packageId = readId(params.get(PACK_PARAM));

  // Not a top-layer modal <dialog>: the toasts that report copy and send must stay above it and
  // be announced. Focus moves in, and back to where it was when the view closes.
  useEffect(() => {
    const before = document.activeElement;
    dialogRef.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const closeRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    if (openedFromPage(location.state)) {
      void navigate(-1);
      return;
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(STICKER_PARAM);
        next.delete(PACK_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    closeRef.current = close;
  });

  return (
    <div className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/50 p-3">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="sticker-view-title"
        tabIndex={-1}
        className="w-[min(40rem,100%)] rounded-3xl border border-line bg-surface p-5 text-fg shadow-xl focus:outline-none"
      >
        {stickerId !== undefined && packageId !== undefined ? (
          <PackStickerView packageId={packageId} stickerId={stickerId} onClose={close} />
        ) : (
          <>
            <ViewTitle name={t('stickerView.untitled')} onClose={close} />
            <p className="py-8 text-center text-muted">{t('stickerView.notFound')}</p>
          </>
        )}
      </div>
    </div>
  );
}
