import { t } from '../../i18n';
import { capitalise } from '../../lib/capitalise';

/** The list's length, and the language its names are in (its case rules: Turkish i → İ). */
export type NamingOptions = { total?: number; lang?: string };

/**
 * What a sticker is announced as: its name (keyword or emoji name) with a capital first letter,
 * else its place in the list. Names arrive in the service's case ("cat face", "Katze").
 */
export function stickerName(
  name: string | undefined,
  position: number,
  { total, lang }: NamingOptions = {},
): string {
  const trimmed = name?.trim();
  if (!trimmed)
    return total === undefined
      ? t('sticker.unnamed', { position })
      : t('sticker.unnamedOf', { position, total });
  return capitalise(trimmed, lang);
}

/** A listed sticker as search (M1, C2) and the camera lists (C3, C4) send it. */
type Nameable = { stickerName?: string; keyword?: string; packageName?: string };

function repeatedIn(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) (seen.has(name) ? repeated : seen).add(name);
  return repeated;
}

/**
 * What each sticker of a list is announced as, told apart from the others: its own name where
 * the server sends one, else the keyword. A search's results all carry the tag matched ("cat"),
 * so a name the list repeats is followed by the sticker's pack
 * where the server names it, and a name still repeated by the sticker's place. Two links with
 * one name cannot be told apart by a screen reader's list of links or chosen by voice.
 */
export function distinctStickerNames(
  items: readonly Nameable[],
  { total = items.length, lang }: NamingOptions = {},
): string[] {
  const names = items.map((item, index) =>
    stickerName(item.stickerName || item.keyword, index + 1, { total, lang }),
  );
  const shared = repeatedIn(names);
  const withPack = names.map((name, index) => {
    const pack = items[index]?.packageName?.trim();
    return shared.has(name) && pack ? t('sticker.inPack', { name, pack }) : name;
  });
  const stillShared = repeatedIn(withPack);
  return withPack.map((name, index) =>
    stillShared.has(name) ? t('sticker.namedOf', { name, position: index + 1, total }) : name,
  );
}
