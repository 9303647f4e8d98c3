import { isRecord, readPackageJson } from './read-json';

/** One fully-qualified emoji from emojibase, without skin-tone variants. */
export interface BaseEmoji {
  readonly emoji: string;
  readonly hexcode: string;
  readonly label: string;
  readonly subgroup: string;
  readonly order: number;
  /** CLDR annotation files key emoji without the U+FE0F presentation selector. */
  readonly cldrKey: string;
}

function subgroupNames(): Map<number, string> {
  const meta = readPackageJson('emojibase-data', 'meta/groups.json');
  const subgroups = isRecord(meta) && isRecord(meta.subgroups) ? meta.subgroups : {};
  return new Map(
    Object.entries(subgroups).flatMap(([id, name]) =>
      typeof name === 'string' ? [[Number(id), name] as const] : [],
    ),
  );
}

/** Emoji in emojibase order; skin tones live in a nested `skins` list and are left out. */
export function loadBaseEmojis(): BaseEmoji[] {
  const names = subgroupNames();
  const data = readPackageJson('emojibase-data', 'en/data.json');
  if (!Array.isArray(data)) throw new Error('emojibase-data/en/data.json is not a list');
  const emojis: BaseEmoji[] = [];
  for (const entry of data as unknown[]) {
    if (!isRecord(entry)) continue;
    const { emoji, hexcode, label, subgroup, order } = entry;
    if (typeof emoji !== 'string' || typeof hexcode !== 'string' || typeof label !== 'string') {
      continue;
    }
    const subgroupName = typeof subgroup === 'number' ? names.get(subgroup) : undefined;
    if (subgroupName === undefined || typeof order !== 'number') continue;
    emojis.push({
      emoji,
      hexcode,
      label,
      subgroup: subgroupName,
      order,
      cldrKey: emoji.replaceAll('\uFE0F', ''),
    });
  }
  return emojis.sort((a, b) => a.order - b.order);
}
