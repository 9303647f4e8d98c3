import { sql, type RawBuilder } from 'kysely';
import { imageUrl } from '../images';

/** Columns every package answer needs; `p` is packages, `cs` the cover sticker. */
export const PACKAGE_COLUMNS = sql.raw(`p.package_id, p.name, p.artist_name, p.license,
  p.category_names, p.keywords, p.animated, p.is_new, p.language_name,
  cs.image_key AS cover_key, cs.animation AS cover_animation`);

export const COVER_JOIN = sql.raw('LEFT JOIN stickers cs ON cs.sticker_id = p.cover_sticker_id');

/** A page's rows carry the whole result's size; an integer on both engines. */
export const TOTAL_COUNT = sql.raw('CAST(COUNT(*) OVER () AS INTEGER) AS total_count');

type SqlValue = string | RawBuilder<unknown>;

/** The user has the pack (hidden or not): what isDownload says. */
export const ownsPack = (userId: SqlValue, packageId: SqlValue) => sql<boolean>`
  EXISTS (SELECT 1 FROM user_packages up WHERE up.user_id = ${userId}
    AND up.package_id = ${packageId})`;

/** The pack is on the user's wish list: what isWish says. */
export const wishesPack = (userId: SqlValue, packageId: SqlValue) => sql<boolean>`
  EXISTS (SELECT 1 FROM wishes w WHERE w.user_id = ${userId} AND w.package_id = ${packageId})`;

/** isDownload/isWish of `p` for the user; hidden packs still count as downloaded. */
export const userFlagColumns = (userId: string): RawBuilder<unknown> => {
  const packageId = sql.ref('p.package_id');
  return sql`${ownsPack(userId, packageId)} AS is_download,
    ${wishesPack(userId, packageId)} AS is_wish`;
};

export interface PackageRow {
  package_id: number;
  name: string;
  artist_name: string;
  license: string;
  category_names: string;
  keywords: string;
  animated: number;
  is_new: number;
  language_name: string;
  cover_key: string | null;
  cover_animation: string | null;
}

/** SQLite answers EXISTS with 0/1, PostgreSQL with a boolean. */
export interface UserFlagsRow {
  is_download: number | boolean;
  is_wish: number | boolean;
}

export const yn = (value: number | boolean): 'Y' | 'N' => (value ? 'Y' : 'N');

export function toPackage(row: PackageRow, origin: string) {
  return {
    packageId: row.package_id,
    packageName: row.name,
    packageImg: row.cover_key ? imageUrl(origin, row.cover_key, row.cover_animation) : '',
    packageCategory: row.category_names,
    packageKeywords: row.keywords,
    packageAnimated: yn(row.animated),
    isNew: yn(row.is_new),
    artistName: row.artist_name,
    language: row.language_name,
    license: row.license,
  };
}

export function toPackageWithFlags(row: PackageRow & UserFlagsRow, origin: string) {
  return { ...toPackage(row, origin), isDownload: yn(row.is_download), isWish: yn(row.is_wish) };
}
