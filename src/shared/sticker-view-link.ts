import { useLocation } from 'react-router';
import type { StickerTileProps } from '../components/stickers/sticker-tile';
import { useT, type MessageId } from '../i18n';

export const STICKER_PARAM = 'sticker';
export const PACK_PARAM = 'pack';

/** History state of a navigation that opened the view from a page, so Back can close it. */
export const OPENED_VIEW = { openedStickerView: true } as const;

export function openedFromPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedStickerView' in state;
}

/**
 * The link that opens a sticker's view over the current page: the page's URL with the sticker
 * (and its pack) as search parameters, so a deep link shows both and Back closes the view.
 */
export function useStickerViewHref() {
  const { pathname, search } = useLocation();
  return (stickerId: number, packageId?: number) => {
    const params = new URLSearchParams(search);
    params.set(STICKER_PARAM, String(stickerId));
    if (packageId !== undefined) params.set(PACK_PARAM, String(packageId));
    else params.delete(PACK_PARAM);
    return `${pathname}?${params.toString()}`;
  };
}

/**
 * A tile's action that opens the sticker's view over the page (with its pack when known), named
 * by the message `label` with the sticker's name in it.
 */
export function useStickerViewAction(label: MessageId = 'sticker.open') {
  const t = useT();
  const viewHref = useStickerViewHref();
  return (
    sticker: { stickerId: number; packageId?: number },
    name: string,
  ): StickerTileProps['action'] => ({
    kind: 'link',
    to: viewHref(sticker.stickerId, sticker.packageId),
    state: OPENED_VIEW,
    overlay: true,
    label: t(label, { name }),
  });
}
