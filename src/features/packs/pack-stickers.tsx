import type { PackDetail } from '../../api/queries/packs';
import { StickerGrid } from '../../components/stickers/sticker-grid';
import { stickerName } from '../../components/stickers/sticker-name';
import { FIRST_ROW_TILES, StickerTile } from '../../components/stickers/sticker-tile';
import { useStickerViewAction } from '../../shared/sticker-view-link';
import { useT } from '../../i18n';
import { UnreadableNote } from './unreadable-note';
import { stickerAnchor, useHighlightedSticker } from './use-highlighted-sticker';
import { useNaming } from '../../lib/naming';

export function PackStickers({ pack }: { pack: PackDetail }) {
  const { lang } = useNaming();
  const t = useT();
  const viewAction = useStickerViewAction();
  const animated = pack.packageAnimated === 'Y';
  const highlighted = useHighlightedSticker();
  const highlightedIndex = pack.stickers.findIndex((sticker) => sticker.stickerId === highlighted);

  return (
    <section aria-labelledby="stickers-heading">
      <h2 id="stickers-heading" className="mb-1 text-lg font-semibold">
        {t('pack.stickerCount', { count: pack.stickers.length })}
      </h2>
      <p className="mb-4 text-sm text-muted">{t('pack.stickersHint')}</p>
      <StickerGrid
        label={t('pack.stickersIn', { name: pack.packageName })}
        // Tab enters at the sticker the person came to the pack for.
        initialIndex={highlightedIndex < 0 ? undefined : highlightedIndex}
      >
        {pack.stickers.map((sticker, index) => {
          const name = stickerName(sticker.stickerName, index + 1, {
            total: pack.stickers.length,
            lang,
          });
          return (
            <li
              key={sticker.stickerId}
              id={stickerAnchor(sticker.stickerId)}
              className={
                sticker.stickerId === highlighted
                  ? // Forced colours drop the ring (a shadow): an outline in the system's colour stays.
                    'rounded-2xl ring-4 ring-accent ring-offset-2 ring-offset-page forced-colors:outline-4 forced-colors:outline-offset-2 forced-colors:outline-[Highlight]'
                  : undefined
              }
            >
              <StickerTile
                stickerImg={sticker.stickerImg}
                alt={name}
                animated={animated}
                onScreen={index < FIRST_ROW_TILES}
                action={viewAction(sticker, name)}
              />
            </li>
          );
        })}
      </StickerGrid>
      <UnreadableNote count={pack.unreadableStickers ?? 0} of="stickers" />
    </section>
  );
}
