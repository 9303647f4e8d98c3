import { StickerGrid } from '../../components/stickers/sticker-grid';
import { stickerName } from '../../components/stickers/sticker-name';
import { FIRST_ROW_TILES, StickerTile } from '../../components/stickers/sticker-tile';
import { OPENED_VIEW, useStickerViewHref } from '../../shared/sticker-view-link';
import { cameraMessages } from './messages';

type CameraSticker = {
  stickerId: number;
  /** An extension of the local service (C2–C4); other servers' items name no pack. */
  packageId?: number;
  stickerImg: string;
  keyword?: string;
  stickerName?: string;
};

export function CameraStickerGrid({
  stickers,
  label,
}: {
  stickers: readonly CameraSticker[];
  label: string;
}) {
  const viewHref = useStickerViewHref();
  return (
    <StickerGrid label={label}>
      {stickers.map((sticker, index) => {
        // C2 items carry the keyword searched, C3 items (on this service) the sticker's name.
        const name = stickerName(
          sticker.keyword || sticker.stickerName,
          index + 1,
          stickers.length,
        );
        return (
          <li key={sticker.stickerId}>
            <StickerTile
              stickerImg={sticker.stickerImg}
              alt={name}
              onScreen={index < FIRST_ROW_TILES}
              action={{
                kind: 'link',
                to: viewHref(sticker.stickerId, sticker.packageId),
                state: OPENED_VIEW,
                overlay: true,
                label: cameraMessages.openTile(name),
              }}
            />
          </li>
        );
      })}
    </StickerGrid>
  );
}
