import { ART_SETS, type ArtSetId } from '../images/art-sets';
import { artStem } from './art-lookup';
import type { BaseEmoji } from './emoji-source';
import { LOCAL_NAMES } from './local-names';
import { REACTION_SUBGROUPS, THEMES, type Theme } from './themes';

export const MIN_PACK_SIZE = 15;
export const MAX_PACK_SIZE = 24;

export interface StickerDraft {
  readonly emoji: BaseEmoji;
  /** '<art set>/<file stem>', as stored in stickers.image_key. */
  readonly imageKey: string;
  readonly isReaction: boolean;
}

export interface PackDraft {
  /** '<set>:<theme>:<volume>': stable across runs, seeds every per-pack choice. */
  readonly key: string;
  readonly theme: Theme;
  readonly set: ArtSetId;
  readonly name: string;
  /** ISO 639-1 of the language the name is in: English, or the theme's row in LOCAL_NAMES. */
  readonly languageCode: string;
  readonly stickers: readonly StickerDraft[];
}

/**
 * Sizes that cut `count` stickers into packs of 15–24, about 20 each. Counts of 25–29 cannot be
 * cut that way, so they give one full pack and the rest is left out.
 */
export function packSizes(count: number): number[] {
  if (count < MIN_PACK_SIZE) return [];
  const fewest = Math.ceil(count / MAX_PACK_SIZE);
  const most = Math.floor(count / MIN_PACK_SIZE);
  if (fewest > most) return [MAX_PACK_SIZE];
  const packs = Math.min(most, Math.max(fewest, Math.round(count / 20)));
  const base = Math.floor(count / packs);
  return Array.from({ length: packs }, (_, i) => base + (i < count % packs ? 1 : 0));
}

function packName(title: string, set: ArtSetId, volume: number): string {
  const numbered = volume === 1 ? title : `${title} ${volume}`;
  return `${numbered} · ${ART_SETS[set].title}`;
}

/**
 * Cuts every theme, in every art set that draws it, into packs. `englishNames` maps CLDR keys to
 * the English name; only emoji with one are used, so every sticker has multilingual keywords.
 */
export function planPacks(
  emojis: readonly BaseEmoji[],
  englishNames: ReadonlyMap<string, string>,
): PackDraft[] {
  const bySubgroup = new Map<string, BaseEmoji[]>();
  for (const emoji of emojis) {
    if (!englishNames.has(emoji.cldrKey)) continue;
    const list = bySubgroup.get(emoji.subgroup) ?? [];
    list.push(emoji);
    bySubgroup.set(emoji.subgroup, list);
  }
  const packs: PackDraft[] = [];
  const named = new Set<string>();
  for (const theme of THEMES) {
    const members = theme.subgroups.flatMap((subgroup) => bySubgroup.get(subgroup) ?? []);
    for (const set of theme.sets) {
      const drawn = members.flatMap((emoji): StickerDraft[] => {
        const stem = artStem(set, emoji, englishNames.get(emoji.cldrKey) ?? emoji.label);
        if (stem === null) return [];
        const isReaction = REACTION_SUBGROUPS.has(emoji.subgroup);
        return [{ emoji, imageKey: `${set}/${stem}`, isReaction }];
      });
      const local = LOCAL_NAMES.get(`${set}:${theme.key}`);
      let start = 0;
      packSizes(drawn.length).forEach((size, index) => {
        const volume = index + 1;
        if (local) named.add(`${set}:${theme.key}`);
        packs.push({
          key: `${set}:${theme.key}:${volume}`,
          theme,
          set,
          name: packName(local?.name ?? theme.name, set, volume),
          languageCode: local?.code ?? 'en',
          stickers: drawn.slice(start, start + size),
        });
        start += size;
      });
    }
  }
  const unused = [...LOCAL_NAMES.keys()].filter((key) => !named.has(key));
  if (unused.length > 0) throw new Error(`Local names for no pack: ${unused.join(', ')}`);
  return packs;
}
