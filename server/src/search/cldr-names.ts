import { isRecord, readPackageJson, stringList } from '../catalogue/read-json';

const namesByLang = new Map<string, ReadonlyMap<string, string>>();

function loadNames(lang: string): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  try {
    const file = readPackageJson('cldr-annotations-full', `annotations/${lang}/annotations.json`);
    const outer = isRecord(file) && isRecord(file.annotations) ? file.annotations : {};
    const entries = isRecord(outer.annotations) ? outer.annotations : {};
    for (const [emoji, entry] of Object.entries(entries)) {
      const name = isRecord(entry) ? stringList(entry.tts)[0] : undefined;
      if (name) names.set(emoji, name);
    }
  } catch {
    // A language CLDR has no annotations for: English names are used instead.
  }
  return names;
}

/**
 * The CLDR name (its 'tts' annotation) of an emoji, keyed without U+FE0F as CLDR keys it, in
 * `lang`, else in English. Each language's file is read the first time it is asked for.
 */
export function cldrNameOf(emojiKey: string, lang: string): string | undefined {
  const read = (code: string) => {
    let names = namesByLang.get(code);
    if (!names)
      namesByLang.set(code, (names = /^[a-z]{2,3}$/.test(code) ? loadNames(code) : new Map()));
    return names.get(emojiKey);
  };
  return read(lang) ?? read('en');
}
