import type { PackageDetail } from '../../../contract';
import { StickerGrid } from '../../components/stickers/sticker-grid';
import { stickerName } from '../../components/stickers/sticker-name';
import { FIRST_ROW_TILES, StickerTile } from '../../components/stickers/sticker-tile';
import { useSendSticker } from '../../shared/use-send-sticker';

export function PackStickers({ pack }: { pack: PackageDetail }) {
  const send = useSendSticker();
  const animated = pack.packageAnimated === 'Y';

  return (
    <section aria-labelledby="stickers-heading">
      <h2 id="stickers-heading" className="mb-1 text-lg font-semibold">
        {pack.stickers.length} stickers
      </h2>
      <p className="mb-4 text-sm text-muted">Tap a sticker to copy it and send it in a chat.</p>
      <StickerGrid label={`Stickers in ${pack.packageName}`}>
        {pack.stickers.map((sticker, index) => {
          const name = stickerName(sticker.stickerName, index + 1, pack.stickers.length);
          return (
            <li key={sticker.stickerId}>
              <StickerTile
                stickerImg={sticker.stickerImg}
                alt={name}
                animated={animated}
                onScreen={index < FIRST_ROW_TILES}
                action={{ kind: 'button', label: `${name}: send`, onClick: () => send(sticker) }}
              />
            </li>
          );
        })}
      </StickerGrid>
    </section>
  );
}
