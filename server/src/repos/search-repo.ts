import type Database from 'better-sqlite3';

export interface SearchRow {
  sticker_id: number;
  keyword: string;
  image_key: string;
  animation: string | null;
  package_id: number;
  package_name: string;
  total_count: number;
}

interface SearchParams {
  q: string;
  fq: string;
  len: number;
  phrase: string;
  a: string;
  aEnd: string;
  b: string;
  bEnd: string;
  lang: string;
  langGlob: string;
  country: string;
}

// Below three characters the trigram index cannot answer, so short tags use the keyword index
// (exact or prefix); NOCASE folds ASCII only, hence the lower-cased second range.
const PREFIX_HITS = `
  SELECT sticker_id, keyword, lang, rank FROM sticker_keywords
  WHERE keyword >= @a COLLATE NOCASE AND keyword <= @aEnd COLLATE NOCASE
  UNION
  SELECT sticker_id, keyword, lang, rank FROM sticker_keywords
  WHERE keyword >= @b COLLATE NOCASE AND keyword <= @bEnd COLLATE NOCASE`;

const SUBSTRING_HITS = `
  SELECT k.sticker_id, k.keyword, k.lang, k.rank
  FROM sticker_keywords_fts f JOIN sticker_keywords k ON k.id = f.rowid
  WHERE sticker_keywords_fts MATCH @phrase`;

const ranked = (hits: string) => `
  WITH hits AS (${hits}),
  best AS (
    SELECT sticker_id, keyword, rank,
      (lang = @lang OR lang GLOB @langGlob) AS in_lang,
      CASE WHEN keyword = @q COLLATE NOCASE OR keyword = @fq THEN 0
           WHEN substr(keyword, 1, @len) = @q COLLATE NOCASE
             OR substr(keyword, 1, @len) = @fq THEN 1
           ELSE 2 END AS quality
    FROM hits
  ),
  one AS (
    SELECT *, ROW_NUMBER() OVER (
      PARTITION BY sticker_id ORDER BY in_lang DESC, quality, rank, keyword) AS n
    FROM best
  )
  SELECT o.sticker_id, o.keyword, s.image_key, s.animation, p.package_id,
    p.name AS package_name, COUNT(*) OVER () AS total_count
  FROM one o
  JOIN stickers s ON s.sticker_id = o.sticker_id
  JOIN packages p ON p.package_id = s.package_id
  WHERE o.n = 1
  ORDER BY o.in_lang DESC, o.quality, (p.language_code = @lang COLLATE NOCASE) DESC,
    (p.country_code = @country COLLATE NOCASE) DESC, o.rank, o.sticker_id
  LIMIT @limit OFFSET @offset`;

const counted = (hits: string) =>
  `WITH hits AS (${hits}) SELECT COUNT(DISTINCT sticker_id) AS total_count FROM hits`;

const LAST_CHAR = '\u{10FFFF}';

export interface SearchQuery {
  q: string;
  lang: string;
  country: string;
}

/** Keyword search shared by M1 and C2: one row a sticker, its best keyword, ranked by locale. */
export function createSearchRepo(db: Database.Database) {
  const prepare = (hits: string) => ({
    page: db.prepare<SearchParams & { limit: number; offset: number }, SearchRow>(ranked(hits)),
    count: db.prepare<SearchParams, { total_count: number }>(counted(hits)),
  });
  const byPrefix = prepare(PREFIX_HITS);
  const bySubstring = prepare(SUBSTRING_HITS);

  function paramsOf({ q, lang, country }: SearchQuery): SearchParams {
    const fq = q.toLowerCase();
    return {
      q,
      fq,
      len: Array.from(q).length, // code points, as SQLite's substr counts
      phrase: `"${q.replaceAll('"', '""')}"`,
      a: q,
      aEnd: q + LAST_CHAR,
      b: fq,
      bEnd: fq + LAST_CHAR,
      lang,
      langGlob: `${lang}[-_]*`,
      country,
    };
  }

  return {
    search(query: SearchQuery, limit: number, offset: number) {
      const params = paramsOf(query);
      const { page, count } = params.len < 3 ? byPrefix : bySubstring;
      const rows = page.all({ ...params, limit, offset });
      const first = rows[0];
      if (first) return { rows, total: first.total_count };
      return { rows, total: offset === 0 ? 0 : (count.get(params)?.total_count ?? 0) };
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
