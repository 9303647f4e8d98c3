import type { StickerTileProps } from '../../components/stickers/sticker-tile';
import { useT } from '../../i18n';
import { OPENED_VIEW, useStickerViewHref } from '../../shared/sticker-view-link';

/** A camera tile opens the sticker's view over the page it is on (with its pack when known). */
export function useCameraTileAction() {
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
    label: t('camera.openTile', { name }),
  });
}
