import { StickerGrid } from '../../components/stickers/sticker-grid';
import { StickerTile } from '../../components/stickers/sticker-tile';
import { tilePriority } from '../../components/stickers/tile-priority';
import { useCameraSticker } from './use-camera-sticker';

type CameraSticker = { stickerId: number; stickerImg: string; keyword?: string };

export function CameraStickerGrid({
  stickers,
  label,
}: {
  stickers: readonly CameraSticker[];
  label: string;
}) {
  const { apply } = useCameraSticker();
  return (
    <StickerGrid label={label}>
      {stickers.map((sticker, index) => {
        const name = sticker.keyword ? `${sticker.keyword} sticker` : `Sticker ${index + 1}`;
        return (
          <li key={sticker.stickerId}>
            <StickerTile
              stickerImg={sticker.stickerImg}
              alt={name}
              priority={tilePriority(index)}
              action={{ kind: 'button', label: `Use ${name}`, onClick: () => apply(sticker) }}
            />
          </li>
        );
      })}
    </StickerGrid>
  );
}
