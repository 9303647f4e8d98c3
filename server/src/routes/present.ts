import { imageUrl } from '../images';
import type { SearchRepo } from '../repos/search-repo';
import type { HanScript } from '../search/han-script';
import { pageMapOf, type Paging } from '../http/page-map';
import type { Page } from '../repos/paged';

interface StickerLike {
  sticker_id: number;
  package_id: number;
  image_key: string;
  animation: string | null;
}

/** The words an answer's names and keywords are in: `lang`, Chinese in `script` (extensions). */
export interface Naming {
  lang?: string | undefined;
  script?: HanScript | undefined;
}

/** The name of each sticker as `naming` asks (English when no language is named). */
export const stickerNames =
  (search: SearchRepo, { lang = 'en', script }: Naming) =>
  (stickerId: number): string | undefined =>
    search.stickerName(stickerId, lang, script);

/**
 * {stickerId, packageId, stickerImg, stickerName}: C3 and C4 items; packageId and stickerName are
 * extensions (a client opens the sticker's pack from them).
 */
export const toSticker = (row: StickerLike, origin: string, stickerName?: string) => ({
  stickerId: row.sticker_id,
  packageId: row.package_id,
  stickerImg: imageUrl(origin, row.image_key, row.animation),
  stickerName,
});

/** {stickerId, packageId, stickerImg, stickerName}: M3 stickers and M4 items. */
export const toPackSticker = (row: StickerLike, origin: string, stickerName?: string) => ({
  stickerId: row.sticker_id,
  packageId: row.package_id,
  stickerImg: imageUrl(origin, row.image_key, row.animation),
  stickerName,
});

/**
 * A pack item with its packageKeywords in `lang` (extension) where the catalogue has them;
 * unchanged when the client named no language.
 */
export function keywordsIn<Item extends { packageId: number; packageKeywords: string }>(
  search: SearchRepo,
  { lang, script }: Naming,
  item: Item,
): Item {
  if (lang === undefined) return item;
  const keywords = search.packKeywords(item.packageId, lang, script);
  return keywords === undefined ? item : { ...item, packageKeywords: keywords };
}

/** A paged list body: the items under `key` plus the pageMap of the whole result. */
export function pageBody<Row, Item>(
  key: 'stickerList' | 'packageList',
  page: Page<Row>,
  paging: Paging,
  toItem: (row: Row, index: number) => Item,
) {
  return { [key]: page.rows.map(toItem), pageMap: pageMapOf(paging, page.total) };
}
