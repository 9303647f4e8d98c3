import { StickerGrid } from '../../components/stickers/sticker-grid';
import { distinctStickerNames } from '../../components/stickers/sticker-name';
import { FIRST_ROW_TILES, StickerTile } from '../../components/stickers/sticker-tile';
import { useNaming } from '../../lib/naming';
import { uniqueBy } from '../../lib/unique-by';
import { useStickerViewAction } from '../../shared/sticker-view-link';

type CameraSticker = {
  stickerId: number;
  /** An extension of the local service (C2–C4); other servers' items name no pack. */
  packageId?: number;
  stickerImg: string;
  keyword?: string;
  stickerName?: string;
  packageName?: string;
};

export function CameraStickerGrid({
  stickers: sent,
  label,
}: {
  stickers: readonly CameraSticker[];
  label: string;
}) {
  const { lang } = useNaming();
  const tileAction = useStickerViewAction('camera.openTile');
  // A list naming a sticker twice shows it once.
  const stickers = uniqueBy(sent, (sticker) => sticker.stickerId);
  const names = distinctStickerNames(stickers, { lang });
  return (
    <StickerGrid label={label}>
      {stickers.map((sticker, index) => {
        const name = names[index] ?? '';
        return (
          <li key={sticker.stickerId}>
            <StickerTile
              stickerImg={sticker.stickerImg}
              alt={name}
              onScreen={index < FIRST_ROW_TILES}
              action={tileAction(sticker, name)}
            />
          </li>
        );
      })}
    </StickerGrid>
  );
}
