import type Database from 'better-sqlite3';
import { fold, keepsAccents, wordsOf } from './fold';

interface Source {
  keyword_rows: number;
  low_id: number | null;
  high_id: number | null;
}

/** Distinct keywords (one a language) as parallel lists; postings start..end of each. */
export interface KeywordTable {
  readonly lang: string[];
  readonly keyword: string[];
  readonly folded: string[];
  readonly start: Int32Array;
  readonly stickerIds: Int32Array;
  readonly ranks: Int32Array;
}

type GroupedRow = [lang: string, keyword: string, ids: string, ranks: string];

const CHUNK = 65_536;
const SOURCE = `SELECT count(*) AS keyword_rows, min(id) AS low_id, max(id) AS high_id
  FROM sticker_keywords`;
const GROUPED = `
  SELECT lower(substr(lang, 1, instr(replace(lang, '_', '-') || '-', '-') - 1)) AS base,
    keyword, group_concat(sticker_id), group_concat(rank)
  FROM sticker_keywords GROUP BY base, keyword`;

const bytesOf = (numbers: Int32Array): Buffer =>
  Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength);

function rebuild(db: Database.Database, source: Source): void {
  const grouped = db.prepare<[], GroupedRow>(GROUPED).raw().all();
  const ids: number[] = [];
  const ranks: number[] = [];
  const insertKeyword = db.prepare('INSERT INTO search_keywords VALUES (?, ?, ?, ?, ?)');
  const insertChunk = db.prepare('INSERT INTO search_postings VALUES (?, ?, ?)');
  db.transaction(() => {
    db.exec('DELETE FROM search_keywords; DELETE FROM search_postings; DELETE FROM search_source');
    grouped.forEach(([lang, keyword, stickerList, rankList], id) => {
      const stickers = stickerList.split(',');
      for (const sticker of stickers) ids.push(Number(sticker));
      for (const rank of rankList.split(',')) ranks.push(Number(rank));
      const folded = wordsOf(fold(keyword, keepsAccents(lang))).join(' ');
      insertKeyword.run(id, lang, keyword, folded, stickers.length);
    });
    for (let at = 0; at < ids.length; at += CHUNK) {
      const slice = (list: number[]) => bytesOf(Int32Array.from(list.slice(at, at + CHUNK)));
      insertChunk.run(at / CHUNK, slice(ids), slice(ranks));
    }
    db.prepare('INSERT INTO search_source VALUES (?, ?, ?)').run(
      source.keyword_rows,
      source.low_id,
      source.high_id,
    );
  })();
}

function readPostings(db: Database.Database, total: number) {
  const stickerIds = new Int32Array(total);
  const ranks = new Int32Array(total);
  const chunks = db
    .prepare<[], { chunk: number; sticker_ids: Buffer; ranks: Buffer }>(
      'SELECT chunk, sticker_ids, ranks FROM search_postings ORDER BY chunk',
    )
    .all();
  for (const chunk of chunks) {
    const offset = chunk.chunk * CHUNK;
    for (let i = 0; i * 4 < chunk.sticker_ids.length; i += 1) {
      stickerIds[offset + i] = chunk.sticker_ids.readInt32LE(i * 4);
      ranks[offset + i] = chunk.ranks.readInt32LE(i * 4);
    }
  }
  return { stickerIds, ranks };
}

/**
 * The folded keyword table (migration 5), rebuilt first when sticker_keywords changed since it
 * was made (a few seconds for the real catalogue, once after a seed).
 */
export function readKeywordTable(db: Database.Database): KeywordTable {
  const source = db.prepare<[], Source>(SOURCE).get();
  const made = db.prepare<[], Source>('SELECT * FROM search_source').get();
  const same =
    source?.keyword_rows === made?.keyword_rows &&
    source?.low_id === made?.low_id &&
    source?.high_id === made?.high_id;
  if (source && !same) rebuild(db, source);
  const rows = db
    .prepare<[], [string, string, string, number]>(
      'SELECT lang, keyword, folded, postings FROM search_keywords ORDER BY id',
    )
    .raw()
    .all();
  const table = {
    lang: new Array<string>(rows.length),
    keyword: new Array<string>(rows.length),
    folded: new Array<string>(rows.length),
    start: new Int32Array(rows.length + 1),
  };
  rows.forEach(([lang, keyword, folded, postings], id) => {
    table.lang[id] = lang;
    table.keyword[id] = keyword;
    table.folded[id] = folded;
    table.start[id + 1] = (table.start[id] ?? 0) + postings;
  });
  return { ...table, ...readPostings(db, table.start[rows.length] ?? 0) };
}
