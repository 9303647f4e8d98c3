import type { Generated } from 'kysely';

/**
 * Pack and sticker ids are INTEGER columns, 32-bit on PostgreSQL: a larger id (the API takes 15
 * digits) names no row, and must not reach a query, where PostgreSQL refuses it.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Flags are stored as 0/1 integers on both engines. */
type Bit = number;

export interface CategoriesTable {
  name: string;
  position: number;
}

export interface PackagesTable {
  package_id: number;
  name: string;
  artist_name: string;
  license: string;
  category_names: string;
  keywords: string;
  animated: Bit;
  is_new: Bit;
  language_name: string;
  language_code: string;
  country_code: string;
  price: number;
  on_off: Generated<string>;
  ranking_order: number;
  cover_sticker_id: number;
  created_at: string;
}

export interface StickersTable {
  sticker_id: number;
  package_id: number;
  position: number;
  emoji: string;
  image_key: string;
  animation: string | null;
  is_reaction: Bit;
}

export interface StickerKeywordsTable {
  id: Generated<number>;
  sticker_id: number;
  lang: string;
  keyword: string;
  rank: number;
}

export interface UserPackagesTable {
  user_id: string;
  package_id: number;
  position: number;
  hidden: Bit;
  is_purchase: Bit;
  is_view: Generated<Bit>;
  added_at: string;
}

export interface DownloadsTable {
  id: Generated<number>;
  user_id: string;
  package_id: number;
  is_purchase: Bit;
  price: number;
  created_at: string;
}

export interface GiftsTable {
  gift_id: Generated<number>;
  package_id: number;
  send_user_id: string;
  receive_user_id: string;
  is_receive: Generated<Bit>;
  send_date: string;
  receive_date: string | null;
}

export interface SearchKeywordsTable {
  id: number;
  lang: string;
  keyword: string;
  folded: string;
  postings: number;
}

export interface SearchPostingsTable {
  chunk: number;
  sticker_ids: Uint8Array;
  ranks: Uint8Array;
}

export interface SearchSourceTable {
  keyword_rows: number;
  low_id: number | null;
  high_id: number | null;
  fold_version: number; // FOLD_VERSION of search/fold.ts the table was folded by
}

/** Every table the repositories read or write (db/migrations.ts creates them). */
export interface Tables {
  categories: CategoriesTable;
  packages: PackagesTable;
  package_categories: { package_id: number; category: string };
  stickers: StickersTable;
  sticker_keywords: StickerKeywordsTable;
  user_packages: UserPackagesTable;
  downloads: DownloadsTable;
  wishes: { user_id: string; package_id: number; created_at: string };
  package_views: { user_id: string; package_id: number; viewed_at: string };
  sticker_sends: { id: Generated<number>; user_id: string; sticker_id: number; sent_at: string };
  recent_searches: { user_id: string; keyword: string; searched_at: string };
  gifts: GiftsTable;
  sticker_usage: { id: Generated<number>; user_id: string; sticker_id: number; used_at: string };
  search_keywords: SearchKeywordsTable;
  search_postings: SearchPostingsTable;
  search_source: SearchSourceTable;
  ranking_counts: { day: string; package_id: number; events: number };
  ranking_windows: { days: number; since_day: string };
  ranking_totals: { days: number; package_id: number; events: number };
  search_trends: {
    lang: string;
    term: string;
    user_id: string;
    keyword: string;
    searched_at: string;
  };
}
