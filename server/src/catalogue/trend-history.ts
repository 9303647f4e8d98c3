import type { Kysely } from 'kysely';
import { insertInChunks } from '../db/bulk';
import type { Tables } from '../db/schema';
import { TREND_WINDOW_DAYS, trendTerm } from '../repos/trends-repo';
import { CROWD_USER_IDS } from './crowd-events';
import { createRandom, hashString, shuffled } from './prng';

const DAY = 86_400_000;

/**
 * What the crowd searched lately in the main pack languages, most searched first: words each
 * catalogue language has as a whole keyword (server/test/discovery.test.ts checks each finds
 * stickers), so every chip leads to a search.
 */
export const TREND_HISTORY: Readonly<Record<string, readonly string[]>> = {
  en: ['cat', 'love', 'party', 'dog', 'pizza', 'heart', 'smile', 'flower'],
  ko: ['고양이', '하트', '사랑', '강아지', '피자', '파티', '꽃', '웃음'],
  ja: ['猫', 'ハート', 'パーティー', '犬', 'ピザ', '笑顔', '花', '桜'],
  es: ['gato', 'corazón', 'fiesta', 'perro', 'pizza', 'amor', 'flor', 'sonrisa'],
  pt: ['gato', 'coração', 'festa', 'cachorro', 'pizza', 'amor', 'flor', 'sorriso'],
  fr: ['chat', 'cœur', 'fête', 'chien', 'pizza', 'amour', 'fleur', 'sourire'],
  de: ['Katze', 'Herz', 'Party', 'Hund', 'Pizza', 'Liebe', 'Blume', 'Lächeln'],
  zh: ['猫', '爱心', '派对', '狗', '披萨', '爱', '花', '笑脸'],
};

// The first term of a language is searched by this many of the crowd, each next one by fewer.
const MOST_SEARCHERS = 18;
const FEWER_EACH = 2;

/** The crowd's committed searches over the trending window before `now` (see trends-repo.ts). */
export async function seedTrendHistory(db: Kysely<Tables>, now: number): Promise<void> {
  const random = createRandom(hashString('trends'));
  const rows: Tables['search_trends'][] = [];
  for (const [lang, terms] of Object.entries(TREND_HISTORY)) {
    terms.forEach((keyword, rank) => {
      const searchers = shuffled(CROWD_USER_IDS, random).slice(
        0,
        MOST_SEARCHERS - rank * FEWER_EACH,
      );
      for (const user_id of searchers) {
        const age = random() * (TREND_WINDOW_DAYS - 1) * DAY;
        const searched_at = new Date(now - age).toISOString();
        rows.push({ lang, term: trendTerm(lang, keyword), user_id, keyword, searched_at });
      }
    });
  }
  await insertInChunks(rows, (chunk) => db.insertInto('search_trends').values(chunk).execute());
}
