import { isRecord, readPackageJson, stringList } from './read-json';

/** Keywords of one emoji in one locale: the CLDR 'tts' name first, then the 'default' keywords. */
export type KeywordList = readonly string[];

/**
 * Reads one locale's annotations.json (once) and keeps only the emoji asked for. Keywords are
 * de-duplicated, so the name is never repeated as a keyword.
 */
export function loadAnnotations(
  locale: string,
  keys: ReadonlySet<string>,
): Map<string, KeywordList> {
  const file = readPackageJson('cldr-annotations-full', `annotations/${locale}/annotations.json`);
  const outer = isRecord(file) && isRecord(file.annotations) ? file.annotations : {};
  const entries = isRecord(outer.annotations) ? outer.annotations : {};
  const result = new Map<string, KeywordList>();
  for (const key of keys) {
    const entry = entries[key];
    if (!isRecord(entry)) continue;
    const words = [...stringList(entry.tts), ...stringList(entry.default)]
      .map((word) => word.trim())
      .filter((word) => word.length > 0);
    const unique = [...new Set(words)];
    if (unique.length > 0) result.set(key, unique);
  }
  return result;
}
