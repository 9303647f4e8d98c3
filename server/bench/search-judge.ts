import type Database from 'better-sqlite3';
import { isRecord, readPackageJson, stringList } from '../src/catalogue/read-json';
import type { Judged } from './search-judged';

/** English words of each emoji's CLDR annotation, read from the package (not the service). */
function englishWords(): Map<string, Set<string>> {
  const file = readPackageJson('cldr-annotations-full', 'annotations/en/annotations.json');
  const outer = isRecord(file) && isRecord(file.annotations) ? file.annotations : {};
  const entries = isRecord(outer.annotations) ? outer.annotations : {};
  const words = new Map<string, Set<string>>();
  for (const [emoji, entry] of Object.entries(entries)) {
    if (!isRecord(entry)) continue;
    const text = [...stringList(entry.tts), ...stringList(entry.default)].join(' ').toLowerCase();
    words.set(emoji, new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)));
  }
  return words;
}

/** Judges stickers of the seeded catalogue by the rule in search-judgement.md. */
export function createJudge(db: Database.Database) {
  const annotations = englishWords();
  const emojiOf = new Map(
    db
      .prepare<[], { sticker_id: number; emoji: string }>('SELECT sticker_id, emoji FROM stickers')
      .all()
      .map((row) => [row.sticker_id, row.emoji.replaceAll('\uFE0F', '')]),
  );
  const relevant = (query: Judged, stickerId: number): boolean => {
    const words = annotations.get(emojiOf.get(stickerId) ?? '');
    return query.means.some((word) => words?.has(word) ?? false);
  };
  return {
    relevant,
    answerable: (query: Judged) => [...emojiOf.keys()].some((id) => relevant(query, id)),
    emojiOf: (stickerId: number) => emojiOf.get(stickerId) ?? '?',
  };
}
