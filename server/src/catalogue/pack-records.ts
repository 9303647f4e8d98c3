import { ART_SETS } from '../images/art-sets';
import type { MotionName } from '../images/motions';
import { openMojiCredit } from './art-lookup';
import { PACK_LANGUAGES, type PackLanguage } from './languages';
import type { PackDraft } from './plan-packs';
import { createRandom, hashString, shuffled } from './prng';

/** Catalogue dates count back from this fixed day, so every seed writes the same rows. */
export const CATALOGUE_BASE_DATE = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const FIRST_PACKAGE_ID = 1001;
const NEW_PACK_COUNT = 8;

export interface StickerRecord {
  /** packageId × 100 + position: readable and stable. */
  readonly stickerId: number;
  readonly position: number;
  readonly emoji: string;
  readonly cldrKey: string;
  readonly imageKey: string;
  readonly animation: MotionName | null;
  readonly isReaction: boolean;
}

export interface PackRecord {
  readonly packageId: number;
  readonly key: string;
  readonly name: string;
  readonly artistName: string;
  readonly license: string;
  readonly categories: readonly string[];
  readonly animation: MotionName | null;
  readonly isNew: boolean;
  readonly language: PackLanguage;
  readonly price: number;
  readonly rankingOrder: number;
  readonly createdAt: string;
  readonly stickers: readonly StickerRecord[];
}

function language(code: string): PackLanguage {
  const entry = PACK_LANGUAGES.find((candidate) => candidate.code === code);
  if (!entry) throw new Error(`No pack language ${code}`);
  return entry;
}

/** About one pack in six is sold, for 100–300; the rest are free. */
function price(key: string): number {
  const hash = hashString(`${key}:price`);
  return hash % 6 === 0 ? 100 + 50 * ((hash >>> 8) % 5) : 0;
}

/** About a third of the packs whose theme has a motion are animated. */
function animation(draft: PackDraft): MotionName | null {
  return draft.theme.motion !== null && hashString(`${draft.key}:motion`) % 3 === 0
    ? draft.theme.motion
    : null;
}

function artistName(draft: PackDraft, authors: ReadonlyMap<string, string>): string {
  const fallback = ART_SETS[draft.set].artist;
  if (draft.set !== 'openmoji') return fallback;
  const names = draft.stickers.flatMap(({ emoji }) => authors.get(emoji.hexcode) ?? []);
  return openMojiCredit(names, fallback);
}

/** Gives the drafts ids, languages, prices, ranking and dates, all derived from stable keys. */
export function toPackRecords(
  drafts: readonly PackDraft[],
  openMojiAuthors: ReadonlyMap<string, string>,
): PackRecord[] {
  const ranking = shuffled(drafts, createRandom(hashString('ranking')));
  const byAge = shuffled(drafts, createRandom(hashString('age')));
  return drafts.map((draft, index) => {
    const packageId = FIRST_PACKAGE_ID + index;
    const motion = animation(draft);
    const age = byAge.indexOf(draft);
    const hours = hashString(`${draft.key}:hour`) % 24;
    const created = CATALOGUE_BASE_DATE - Math.floor((age * 365) / drafts.length) * DAY;
    return {
      packageId,
      key: draft.key,
      name: draft.name,
      artistName: artistName(draft, openMojiAuthors),
      license: ART_SETS[draft.set].license,
      categories: draft.theme.categories,
      animation: motion,
      isNew: age < NEW_PACK_COUNT,
      language: language(draft.languageCode),
      price: price(draft.key),
      rankingOrder: ranking.indexOf(draft) + 1,
      createdAt: new Date(created - hours * 3_600_000).toISOString(),
      stickers: draft.stickers.map((sticker, position) => ({
        stickerId: packageId * 100 + position + 1,
        position: position + 1,
        emoji: sticker.emoji.emoji,
        cldrKey: sticker.emoji.cldrKey,
        imageKey: sticker.imageKey,
        animation: motion,
        isReaction: sticker.isReaction,
      })),
    };
  });
}
