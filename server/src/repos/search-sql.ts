/**
 * M1/C2 ranking, best first: keyword in the requested language, exact before prefix before
 * substring, pack in that language, pack in that country, keyword rank, sticker id. Folded into
 * one integer so MIN() per sticker picks its best keyword (SQLite takes the bare columns from
 * the MIN row) and the page is one ORDER BY.
 */
const score = (inLang: string, quality: string, packLang: string, packCountry: string) => `
  ((((NOT (${inLang})) * 3 + ${quality}) * 2 + NOT COALESCE(${packLang}, 0)) * 2
    + NOT COALESCE(${packCountry}, 0)) * 1000`;

// Short tags: the projection's rows for the folded first character come in sticker order, so
// GROUP BY streams. NOCASE folds ASCII only, hence the lower-cased range beside the typed one.
const PREFIX_HITS = `
  SELECT ss.sticker_id, ss.keyword, ${score(
    'ss.lang = @lang',
    '(ss.keyword <> @q AND ss.keyword <> @fq)',
    'ss.pack_lang = @lang',
    'ss.pack_country = @country',
  )} + MIN(ss.rank, 999) AS score
  FROM sticker_search ss
  WHERE ss.prefix = @p1
    AND ((ss.keyword >= @q AND ss.keyword <= @qEnd) OR (ss.keyword >= @fq AND ss.keyword <= @fqEnd))`;

const SUBSTRING_HITS = `
  SELECT k.sticker_id, k.keyword, ${score(
    'k.lang = @lang OR k.lang GLOB @langGlob',
    `CASE WHEN k.keyword = @q COLLATE NOCASE OR k.keyword = @fq THEN 0
       WHEN substr(k.keyword, 1, @len) = @q COLLATE NOCASE
         OR substr(k.keyword, 1, @len) = @fq THEN 1
       ELSE 2 END`,
    'p.language_code = @lang COLLATE NOCASE',
    'p.country_code = @country COLLATE NOCASE',
  )} + MIN(k.rank, 999) AS score
  FROM sticker_keywords_fts f
  JOIN sticker_keywords k ON k.id = f.rowid
  LEFT JOIN stickers s ON s.sticker_id = k.sticker_id
  LEFT JOIN packages p ON p.package_id = s.package_id
  WHERE sticker_keywords_fts MATCH @phrase`;

const page = (hits: string, total: string) => `
  WITH best AS (
    SELECT sticker_id, keyword, MIN(score) AS score FROM (${hits}) GROUP BY sticker_id
  ),
  page AS (
    SELECT sticker_id, keyword, score, ${total} AS total_count FROM best
    ORDER BY score, sticker_id LIMIT @limit OFFSET @offset
  )
  SELECT page.sticker_id, page.keyword, page.total_count, s.image_key, s.animation,
    p.package_id, p.name AS package_name
  FROM page
  JOIN stickers s ON s.sticker_id = page.sticker_id
  JOIN packages p ON p.package_id = s.package_id
  ORDER BY page.score, page.sticker_id`;

const count = (hits: string) =>
  `SELECT count(*) AS total_count FROM (SELECT sticker_id FROM (${hits}) GROUP BY sticker_id)`;

// A streamed count is cheaper than COUNT(*) OVER () for prefixes; the total is bound in.
export const PREFIX_PAGE = page(PREFIX_HITS, '@total');
export const PREFIX_COUNT = count(PREFIX_HITS);
export const SUBSTRING_PAGE = page(SUBSTRING_HITS, 'COUNT(*) OVER ()');
export const SUBSTRING_COUNT = count(SUBSTRING_HITS);
