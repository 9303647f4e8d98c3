/**
 * M1/C2 ranking, best first: keyword in the requested language, exact before prefix before
 * substring, pack in that language, pack in that country, keyword rank, sticker id. Folded into
 * one integer so MIN() per sticker picks its best keyword (SQLite takes the bare columns from
 * the MIN row) and the page is one ORDER BY.
 */
const score = (from: string, quality: string, packLang: string, packCountry: string) => `
  ((((NOT (${from}.lang = @lang OR ${from}.lang GLOB @langGlob)) * 3 + ${quality}) * 2
    + NOT COALESCE(${packLang} = @lang COLLATE NOCASE, 0)) * 2
    + NOT COALESCE(${packCountry} = @country COLLATE NOCASE, 0)) * 1000 + MIN(${from}.rank, 999)`;

const range = (from: string, to: string) => `keyword >= ${from} AND keyword <= ${to}`;

// NOCASE folds ASCII only, so a query with other capitals also scans its lower-cased form.
const prefixHits = (ranges: string[]) =>
  ranges
    .map(
      (where) => `SELECT ss.sticker_id, ss.keyword,
        ${score('ss', '(ss.keyword <> @q AND ss.keyword <> @fq)', 'ss.pack_lang', 'ss.pack_country')}
        AS score
      FROM sticker_search ss WHERE ${where}`,
    )
    .join(' UNION ALL ');

export const PREFIX_ONE = prefixHits([range('@q', '@qEnd')]);
export const PREFIX_TWO = prefixHits([range('@q', '@qEnd'), range('@fq', '@fqEnd')]);

export const SUBSTRING = `
  SELECT k.sticker_id, k.keyword, ${score(
    'k',
    `CASE WHEN k.keyword = @q COLLATE NOCASE OR k.keyword = @fq THEN 0
       WHEN substr(k.keyword, 1, @len) = @q COLLATE NOCASE
         OR substr(k.keyword, 1, @len) = @fq THEN 1
       ELSE 2 END`,
    'p.language_code',
    'p.country_code',
  )} AS score
  FROM sticker_keywords_fts f
  JOIN sticker_keywords k ON k.id = f.rowid
  LEFT JOIN stickers s ON s.sticker_id = k.sticker_id
  LEFT JOIN packages p ON p.package_id = s.package_id
  WHERE sticker_keywords_fts MATCH @phrase`;

export const rankedPage = (hits: string) => `
  WITH best AS (
    SELECT sticker_id, keyword, MIN(score) AS score FROM (${hits}) GROUP BY sticker_id
  ),
  page AS (
    SELECT sticker_id, keyword, score, COUNT(*) OVER () AS total_count FROM best
    ORDER BY score, sticker_id LIMIT @limit OFFSET @offset
  )
  SELECT page.sticker_id, page.keyword, page.total_count, s.image_key, s.animation,
    p.package_id, p.name AS package_name
  FROM page
  JOIN stickers s ON s.sticker_id = page.sticker_id
  JOIN packages p ON p.package_id = s.package_id
  ORDER BY page.score, page.sticker_id`;

export const rankedCount = (hits: string) =>
  `SELECT COUNT(DISTINCT sticker_id) AS total_count FROM (${hits})`;
