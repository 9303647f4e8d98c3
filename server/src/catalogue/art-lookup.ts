import { hasArtStem, type ArtSetId } from '../images/art-sets';
import type { BaseEmoji } from './emoji-source';
import { isRecord, readPackageJson } from './read-json';

/** Fluent Emoji names files after the English CLDR name: 'red apple' → 'red-apple'. */
export function fluentSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function twemojiCandidates(hexcode: string): string[] {
  const lower = hexcode.toLowerCase();
  const withoutSelector = lower.replace(/-fe0f/g, '');
  // Twemoji drops leading zeros (© is a9.svg) and usually the presentation selector.
  const unpadded = (code: string) =>
    code
      .split('-')
      .map((part) => part.replace(/^0+(?=.)/, ''))
      .join('-');
  return [lower, withoutSelector, unpadded(lower), unpadded(withoutSelector)];
}

/** The file stem of an emoji's art in one set, or null when that set has not drawn it. */
export function artStem(set: ArtSetId, emoji: BaseEmoji, englishName: string): string | null {
  const candidates =
    set === 'twemoji'
      ? twemojiCandidates(emoji.hexcode)
      : set === 'openmoji'
        ? [emoji.hexcode.toLowerCase()]
        : [fluentSlug(englishName), `${fluentSlug(englishName)}-default`];
  return candidates.find((stem) => hasArtStem(set, stem)) ?? null;
}

/** OpenMoji credits a designer per emoji (openmoji_author), by hexcode. */
export function loadOpenMojiAuthors(): Map<string, string> {
  const data = readPackageJson('openmoji', 'data/openmoji.json');
  const authors = new Map<string, string>();
  if (!Array.isArray(data)) return authors;
  for (const entry of data as unknown[]) {
    if (!isRecord(entry)) continue;
    const { hexcode, openmoji_author: author } = entry;
    if (typeof hexcode === 'string' && typeof author === 'string' && author.trim() !== '') {
      authors.set(hexcode.toUpperCase(), author.trim());
    }
  }
  return authors;
}

/** Names up to three designers of a pack; larger teams are credited collectively. */
export function openMojiCredit(authors: readonly string[], fallback: string): string {
  const counts = new Map<string, number>();
  for (const author of authors) counts.set(author, (counts.get(author) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const names = ranked.map(([name]) => name);
  if (names.length === 0 || names.length > 3) return fallback;
  if (names.length === 1) return names[0] ?? fallback;
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1) ?? ''}`;
}
