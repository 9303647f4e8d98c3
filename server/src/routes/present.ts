import { imageUrl } from '../images';
import { pageMapOf, type Paging } from '../http/page-map';
import type { Page } from '../repos/paged';

interface StickerLike {
  sticker_id: number;
  package_id: number;
  image_key: string;
  animation: string | null;
}

/** {stickerId, stickerImg}: C3 and C4 items. */
export const toSticker = (row: StickerLike, origin: string) => ({
  stickerId: row.sticker_id,
  stickerImg: imageUrl(origin, row.image_key, row.animation),
});

/** {stickerId, packageId, stickerImg}: M3 stickers and M4 items. */
export const toPackSticker = (row: StickerLike, origin: string) => ({
  stickerId: row.sticker_id,
  packageId: row.package_id,
  stickerImg: imageUrl(origin, row.image_key, row.animation),
});

/** A paged list body: the items under `key` plus the pageMap of the whole result. */
export function pageBody<Row, Item>(
  key: 'stickerList' | 'packageList',
  page: Page<Row>,
  paging: Paging,
  toItem: (row: Row, index: number) => Item,
) {
  return { [key]: page.rows.map(toItem), pageMap: pageMapOf(paging, page.total) };
}
