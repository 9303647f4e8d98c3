import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { openedFromPage, PACK_PARAM, STICKER_PARAM } from '../../shared/sticker-view-link';
import { CameraStickerView, PackStickerView } from './sticker-details';
import { ViewNote } from './view-title';

function readId(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * A sticker's own view over the page it was opened from (`?sticker=…&pack=…`, or `?sticker=…`
 * alone for a camera sticker whose list named no pack): enlarged and
 * animated, with its keywords, pack and artist as links, and copy, send, download and share.
 * Back closes it, as does Escape or the close button. `pageBehind` is made inert while it is open.
 */
export default function StickerView({ pageBehind }: { pageBehind: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const stickerId = readId(params.get(STICKER_PARAM));
  const packageId = readId(params.get(PACK_PARAM));

  // Not a top-layer modal <dialog>: the toasts that report copy and send must stay above it and
  // be announced. So what a modal dialog does is done here: focus moves in, the page behind takes
  // no focus, clicks or screen reader's reading (inert) while it is open, and focus goes back to
  // where it was when the view closes. Inert only once the view is there: a view whose code failed
  // to load must not leave the page unusable.
  useEffect(() => {
    const before = document.activeElement;
    dialogRef.current?.focus();
    const page = pageBehind.current;
    page?.setAttribute('inert', '');
    return () => {
      page?.removeAttribute('inert');
      // Opened from a link or a reload, nothing on the page had focus: the page's content takes
      // it, so the next Tab goes on from there rather than from the top.
      const back =
        before instanceof HTMLElement && before.isConnected && before !== document.body
          ? before
          : document.getElementById('main');
      back?.focus();
    };
  }, [pageBehind]);

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

  // A press on the backdrop closes the view, as a tap beside a photo's lightbox does. Both ends of
  // the press must be on it: a selection dragged out of the view ends there too.
  const pressedBackdrop = useRef(false);
  const onBackdrop = (event: { target: EventTarget; currentTarget: EventTarget }) =>
    event.target === event.currentTarget;

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut; keyboards have Escape and the Close button
    <div
      className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/50 p-3"
      onPointerDown={(event) => {
        pressedBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && onBackdrop(event)) close();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="sticker-view-title"
        tabIndex={-1}
        className="w-[min(40rem,100%)] max-w-full min-w-0 rounded-3xl border border-line bg-surface p-5 text-fg shadow-xl focus:outline-none"
      >
        {stickerId === undefined ? (
          <ViewNote note={t('stickerView.notFound')} onClose={close} />
        ) : packageId === undefined ? (
          <CameraStickerView stickerId={stickerId} onClose={close} />
        ) : (
          <PackStickerView packageId={packageId} stickerId={stickerId} onClose={close} />
        )}
      </div>
    </div>
  );
}
