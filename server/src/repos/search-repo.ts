import { sql } from 'kysely';
import type { Database } from '../db/database';
import { buildCatalogueIndex } from '../search/catalogue-index';
import { isCldrWord } from '../search/cldr-names';
import { findStickers, type Found } from '../search/find';
import { packKeywordsIn } from '../search/pack-keywords';
import { spellIn, type HanScript } from '../search/han-script';
import { createPackMatcher } from '../search/pack-match';
import { buildSuggester, type Suggestion } from '../search/suggest';
import { Lru } from './lru';
import { readKeywordTable, readSearchStickers } from './search-table';

export interface SearchRow {
  sticker_id: number;
  keyword: string;
  image_key: string;
  animation: string | null;
  package_id: number;
  package_name: string;
}

export interface SearchQuery {
  q: string;
  lang: string;
  country: string;
}

export interface SearchResult {
  rows: SearchRow[];
  total: number;
  correctedQuery?: string;
}

/**
 * Keyword search shared by M1 and C2 over an in-memory index of the catalogue (built at start,
 * see server/src/search). Whole ranked answers are cached per query and locale, so paging
 * through one costs a slice; both hold only catalogue data, which no process changes while
 * the service runs.
 */
export async function createSearchRepo(database: Database) {
  const stickers = await readSearchStickers(database.kysely);
  const table = await readKeywordTable(database);
  const index = buildCatalogueIndex(stickers, table);
  const packs = await readPackTexts(database);
  const packLang = new Map(packs.map((pack) => [pack.package_id, pack.lang]));
  const storedKeywords = new Map(packs.map((pack) => [pack.package_id, pack.keywords]));
  const keywordsByLang = new Map<string, Map<number, string>>();
  const keywordsIn = (lang: string) => {
    let found = keywordsByLang.get(lang);
    if (!found) keywordsByLang.set(lang, (found = packKeywordsIn(lang, stickers, table)));
    return found;
  };
  const languages = [...new Set(table.lang)];
  // Name and artist fold accents away; keywords as their language does (vi keeps them).
  const textsOf = (pack: (typeof packs)[number]) => ({
    packageId: pack.package_id,
    texts: [
      { text: pack.name, lang: '' },
      { text: pack.artist_name, lang: '' },
      ...pack.keywords.split(',').map((text) => ({ text, lang: pack.lang })),
      ...languages.flatMap((lang) =>
        (keywordsIn(lang).get(pack.package_id) ?? '').split(',').map((text) => ({ text, lang })),
      ),
    ],
  });
  let matchPacks: ((query: string) => Set<number>) | undefined;
  const matchedPacks = new Lru<string, Set<number>>(500);
  const suggester = buildSuggester(index, table);
  const suggestions = new Lru<string, Suggestion[]>(2000);
  isCldrWord('', 'en'); // reads English CLDR words now rather than on the first typo
  const cache = new Lru<string, Found>(500);
  const stickerAt = new Map(index.stickers.map((sticker, at) => [sticker.stickerId, at]));

  return {
    search(query: SearchQuery, limit: number, offset: number): SearchResult {
      const key = [query.q, query.lang, query.country].join('\u0000');
      let found = cache.get(key);
      if (!found) {
        found = findStickers(index, query.q, { lang: query.lang, country: query.country });
        cache.set(key, found);
      }
      const rows: SearchRow[] = [];
      const end = Math.min(found.stickers.length, offset + limit);
      for (let at = offset; at < end; at += 1) {
        const sticker = index.stickers[found.stickers[at] ?? -1];
        if (!sticker) continue;
        rows.push({
          sticker_id: sticker.stickerId,
          keyword: found.keywords[at] ?? '',
          image_key: sticker.imageKey,
          animation: sticker.animation,
          package_id: sticker.packageId,
          package_name: sticker.packageName,
        });
      }
      const total = found.stickers.length;
      return found.correctedQuery === undefined
        ? { rows, total }
        : { rows, total, correctedQuery: found.correctedQuery };
    },
    /**
     * The pack's keywords in `lang` (packageKeywords, see pack-keywords.ts), Chinese ones in
     * `script`; undefined where the catalogue's stored keywords stand as they are (the pack's own
     * language) or without any in `lang`.
     */
    packKeywords(packageId: number, lang: string, script?: HanScript): string | undefined {
      const own = packLang.get(packageId) === lang;
      const keywords = own ? storedKeywords.get(packageId) : keywordsIn(lang).get(packageId);
      const spelt = keywords === undefined ? undefined : spellIn(lang, script, keywords);
      return own && spelt === keywords ? undefined : spelt;
    },
    /** C1's searchText: the packs whose name, artist or keywords in any language match. */
    packsMatching(text: string): Set<number> {
      let found = matchedPacks.get(text);
      if (!found) {
        matchPacks ??= createPackMatcher(packs.map(textsOf));
        found = matchPacks(text);
        matchedPacks.set(text, found);
      }
      return found;
    },
    /** Extension: keywords starting with `q` (see search/suggest.ts), cached like searches. */
    suggest(q: string, lang: string): Suggestion[] {
      const key = `${q}\u0000${lang}`;
      let found = suggestions.get(key);
      if (!found) {
        found = suggester.suggest(q, lang);
        suggestions.set(key, found);
      }
      return found;
    },
    /**
     * A sticker's name (its first keyword) in `lang`, else in English, Chinese in `script`; from
     * the index in memory.
     */
    stickerName: (stickerId: number, lang: string, script?: HanScript): string | undefined => {
      const at = stickerAt.get(stickerId);
      const name = at === undefined ? undefined : index.nameOf(at, lang);
      return name === undefined ? undefined : spellIn(lang, script, name);
    },
  };
}

/** Each pack's name, artist, stored keywords and language (lower case). */
const readPackTexts = ({ kysely: db }: Database) =>
  db
    .selectFrom('packages')
    .select(['package_id', 'name', 'artist_name', 'keywords'])
    .select(sql<string>`lower(language_code)`.as('lang'))
    .execute();

export type SearchRepo = Awaited<ReturnType<typeof createSearchRepo>>;
