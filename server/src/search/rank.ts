import type { CatalogueIndex } from './catalogue-index';
import { AGREEMENT_LEVELS, agreementLevels } from './agreement';
import type { KeywordHits } from './match';

export interface Locale {
  lang: string;
  country: string;
}

/** Stickers best first, each with the keyword it is shown with. */
export interface Ranked {
  readonly stickers: Int32Array;
  readonly keywords: readonly string[];
}

// Sort keys are score × 2^20 + sticker index: exact in a double up to a million stickers.
const STICKER_SLOTS = 2 ** 20;
/** Scores of emoji matches sit below every keyword score. */
export const EMOJI_SCORE = -100_000;

const localeScores = new WeakMap<CatalogueIndex, Map<string, Uint8Array>>();

/** Per sticker: 0 when its pack is in the language and country asked for, up to 3. */
function localeScoresOf(index: CatalogueIndex, { lang, country }: Locale): Uint8Array {
  let byLocale = localeScores.get(index);
  if (!byLocale) localeScores.set(index, (byLocale = new Map<string, Uint8Array>()));
  const key = `${lang}-${country}`;
  let scores = byLocale.get(key);
  if (!scores) {
    scores = Uint8Array.from(
      index.stickers,
      (sticker) => (sticker.packLang === lang ? 0 : 2) + (sticker.packCountry === country ? 0 : 1),
    );
    byLocale.set(key, scores);
  }
  return scores;
}

/**
 * Ranks the stickers of the matched keywords, best first, by: keyword in the requested language,
 * then English, then any other; match quality (exact, whole word, prefix, inside); how far the
 * other languages agree (agreement.ts); pack in that language; pack in that country; the
 * keyword's rank within the sticker (its name first); sticker id. Each sticker once, with its
 * best keyword. `emoji` stickers come before all of them.
 */
export function rankStickers(
  index: CatalogueIndex,
  hits: KeywordHits,
  locale: Locale,
  emoji: readonly number[] = [],
): Ranked {
  const localeScore = localeScoresOf(index, locale);
  const { conceptIds, conceptRanks, conceptStart, members } = index;
  // A sticker's locale score is the same for all its keywords, so each concept (stickers with
  // the same keywords) is scored once and its stickers add their own locale score after.
  const conceptScore = new Float64Array(members.length).fill(Infinity);
  const conceptKeyword = new Int32Array(members.length);
  const concepts: number[] = [];
  for (const keyword of hits.keywords) {
    const lang = index.lang[keyword];
    const tier = lang === locale.lang ? 0 : lang === 'en' ? 1 : 2;
    const base = (tier * 4 + (hits.quality[keyword] ?? 1) - 1) * 4000;
    const end = conceptStart[keyword + 1] ?? 0;
    for (let at = conceptStart[keyword] ?? 0; at < end; at += 1) {
      const concept = conceptIds[at] ?? 0;
      const score = base + Math.min(conceptRanks[at] ?? 0, 999);
      const known = conceptScore[concept] ?? Infinity;
      if (score >= known) continue;
      if (known === Infinity) concepts.push(concept);
      conceptScore[concept] = score;
      conceptKeyword[concept] = keyword;
    }
  }
  const asked = new Uint8Array(index.languageCount);
  for (const keyword of hits.keywords) asked[index.langIds[keyword] ?? 0] = 1;
  // Classes 4t (exact) and 4t + 1 (whole word) of tier t are judged for agreement.
  const tierOf = (concept: number) => {
    const matchClass = Math.floor((conceptScore[concept] ?? 0) / 4000);
    return matchClass % 4 < 2 ? Math.floor(matchClass / 4) : undefined;
  };
  const levels = agreementLevels(index, concepts, tierOf, asked);
  for (const concept of concepts) {
    const score = conceptScore[concept] ?? 0;
    const matchClass = Math.floor(score / 4000);
    // A sticker named exactly what was asked (its rank 0 keyword) is that, whatever the other
    // languages say: 🔥 is fire even where most matches are firefighters.
    const named = matchClass % 4 === 0 && score % 4000 === 0;
    const level = named ? 0 : (levels.get(concept) ?? 0);
    conceptScore[concept] = (matchClass * AGREEMENT_LEVELS + level) * 4000 + (score % 4000);
  }
  const emojiSet = new Set(emoji);
  const keys: number[] = [];
  const shown = new Map<number, string>();
  for (const sticker of emoji) {
    keys.push((EMOJI_SCORE + (localeScore[sticker] ?? 3) * 1000) * STICKER_SLOTS + sticker);
    shown.set(sticker, index.nameOf(sticker, locale.lang) ?? index.stickers[sticker]?.emoji ?? '');
  }
  for (const concept of concepts) {
    const score = conceptScore[concept] ?? 0;
    for (const sticker of members[concept] ?? []) {
      if (emojiSet.has(sticker)) continue;
      keys.push((score + (localeScore[sticker] ?? 3) * 1000) * STICKER_SLOTS + sticker);
    }
  }
  const order = Float64Array.from(keys).sort();
  const stickers = Int32Array.from(
    order,
    (key) => ((key % STICKER_SLOTS) + STICKER_SLOTS) % STICKER_SLOTS,
  );
  const index2keyword = index.keyword;
  const shownWith = (sticker: number) =>
    shown.get(sticker) ?? index2keyword[conceptKeyword[index.conceptOf[sticker] ?? 0] ?? 0] ?? '';
  return { stickers, keywords: Array.from(stickers, shownWith) };
}
