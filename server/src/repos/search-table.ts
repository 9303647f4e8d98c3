import { sql, type Kysely } from 'kysely';
import { insertInChunks, seedAlone } from '../db/bulk';
import type { Database } from '../db/database';
import type { SearchSourceTable, Tables } from '../db/schema';
import type { Sticker } from '../search/catalogue-index';
import { FOLD_VERSION, fold, keepsAccents, wordsOf } from '../search/fold';
import { foldHanIn } from '../search/han-script';
import type { KeywordTable } from '../search/keyword-table';

type Source = SearchSourceTable;

const CHUNK = 65_536;

const bytesOf = (numbers: number[]): Buffer => {
  const list = Int32Array.from(numbers);
  return Buffer.from(list.buffer, list.byteOffset, list.byteLength);
};

/** 'pt-BR' and 'pt_BR' are 'pt'. */
const baseLang = (lang: string) => lang.split(/[-_]/)[0]?.toLowerCase() ?? '';

/** UTF-8 byte order (SQLite's BINARY collation, PostgreSQL's "C"): the same on both engines. */
const byteOrder = (a: Buffer, b: Buffer) => Buffer.compare(a, b);

interface Group {
  lang: string;
  keyword: string;
  key: Buffer;
  ids: number[];
  ranks: number[];
}

/** Distinct keywords of a base language, in byte order, each with its stickers in row order. */
async function groupKeywords(db: Kysely<Tables>): Promise<Group[]> {
  const rows = await db
    .selectFrom('sticker_keywords')
    .select(['sticker_id', 'lang', 'keyword', 'rank'])
    .orderBy('id')
    .execute();
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const lang = baseLang(row.lang);
    const id = `${lang}\u0000${row.keyword}`;
    let group = groups.get(id);
    if (!group) {
      const key = Buffer.from(id);
      group = { lang, keyword: row.keyword, key, ids: [], ranks: [] };
      groups.set(id, group);
    }
    group.ids.push(row.sticker_id);
    group.ranks.push(row.rank);
  }
  return [...groups.values()].sort((a, b) => byteOrder(a.key, b.key));
}

const sameSource = (a: Source | undefined, b: Source | undefined) =>
  a?.keyword_rows === b?.keyword_rows &&
  a?.low_id === b?.low_id &&
  a?.high_id === b?.high_id &&
  a?.fold_version === b?.fold_version;

/**
 * Whether the stored table was made from `source` and is still there: a backup restored without
 * the search tables' rows (docs/deploy.md) keeps search_source.
 */
async function isCurrent(db: Kysely<Tables>, source: Source): Promise<boolean> {
  const made = await db.selectFrom('search_source').selectAll().executeTakeFirst();
  if (!sameSource(source, made)) return false;
  if (source.keyword_rows === 0) return true;
  return (
    (await db.selectFrom('search_keywords').select('id').limit(1).executeTakeFirst()) !== undefined
  );
}

/** A keyword's words as a query's are compared: folded, Chinese in Simplified. */
const foldKeyword = (lang: string, keyword: string) =>
  foldHanIn(lang, wordsOf(fold(keyword, keepsAccents(lang))).join(' '));

/**
 * Alone (the seed's lock): service processes starting at once on PostgreSQL would otherwise
 * insert the same ids, and one that waited finds the table made and does no work.
 */
function rebuild(database: Database, source: Source): Promise<void> {
  return seedAlone(database, async (trx) => {
    if (await isCurrent(trx, source)) return;
    const groups = await groupKeywords(trx);
    const ids = groups.flatMap((group) => group.ids);
    const ranks = groups.flatMap((group) => group.ranks);
    const keywords = groups.map(({ lang, keyword, ids: stickers }, id) => ({
      id,
      lang,
      keyword,
      folded: foldKeyword(lang, keyword),
      postings: stickers.length,
    }));
    await trx.deleteFrom('search_keywords').execute();
    await trx.deleteFrom('search_postings').execute();
    await trx.deleteFrom('search_source').execute();
    await insertInChunks(keywords, (chunk) =>
      trx.insertInto('search_keywords').values(chunk).execute(),
    );
    for (let at = 0; at < ids.length; at += CHUNK) {
      await trx
        .insertInto('search_postings')
        .values({
          chunk: at / CHUNK,
          sticker_ids: bytesOf(ids.slice(at, at + CHUNK)),
          ranks: bytesOf(ranks.slice(at, at + CHUNK)),
        })
        .execute();
    }
    await trx.insertInto('search_source').values(source).execute();
  });
}

async function readPostings(db: Kysely<Tables>, total: number) {
  const stickerIds = new Int32Array(total);
  const ranks = new Int32Array(total);
  const chunks = await db.selectFrom('search_postings').selectAll().orderBy('chunk').execute();
  for (const chunk of chunks) {
    const offset = chunk.chunk * CHUNK;
    const idBytes = Buffer.from(chunk.sticker_ids);
    const rankBytes = Buffer.from(chunk.ranks);
    for (let i = 0; i * 4 < idBytes.length; i += 1) {
      stickerIds[offset + i] = idBytes.readInt32LE(i * 4);
      ranks[offset + i] = rankBytes.readInt32LE(i * 4);
    }
  }
  return { stickerIds, ranks };
}

/**
 * The folded keyword table, rebuilt first when sticker_keywords or the folds (FOLD_VERSION)
 * changed since it was made (a few seconds for the real catalogue, once after a seed).
 */
export async function readKeywordTable(database: Database): Promise<KeywordTable> {
  const db = database.kysely;
  const { rows } = await sql<Omit<Source, 'fold_version'>>`SELECT
    CAST(count(*) AS INTEGER) AS keyword_rows, min(id) AS low_id, max(id) AS high_id
    FROM sticker_keywords`.execute(db);
  const source = rows[0] && { ...rows[0], fold_version: FOLD_VERSION };
  if (source && !(await isCurrent(db, source))) await rebuild(database, source);
  const keywords = await db
    .selectFrom('search_keywords')
    .select(['lang', 'keyword', 'folded', 'postings'])
    .orderBy('id')
    .execute();
  const table = {
    lang: new Array<string>(keywords.length),
    keyword: new Array<string>(keywords.length),
    folded: new Array<string>(keywords.length),
    start: new Int32Array(keywords.length + 1),
  };
  keywords.forEach(({ lang, keyword, folded, postings }, id) => {
    table.lang[id] = lang;
    table.keyword[id] = keyword;
    table.folded[id] = folded;
    table.start[id + 1] = (table.start[id] ?? 0) + postings;
  });
  return { ...table, ...(await readPostings(db, table.start[keywords.length] ?? 0)) };
}

/** Every sticker with its pack's name and locale, in sticker id order. */
export function readSearchStickers(db: Kysely<Tables>): Promise<Sticker[]> {
  return db
    .selectFrom('stickers as s')
    .innerJoin('packages as p', 'p.package_id', 's.package_id')
    .select([
      's.sticker_id as stickerId',
      's.image_key as imageKey',
      's.animation',
      'p.package_id as packageId',
      'p.name as packageName',
      sql<string>`lower(p.language_code)`.as('packLang'),
      sql<string>`upper(p.country_code)`.as('packCountry'),
      's.emoji',
    ])
    .orderBy('s.sticker_id')
    .execute();
}
