import { t } from '../../i18n';

/**
 * What a sticker is announced as: its name (keyword or emoji name) with a capital first letter,
 * else its place in the list. Names arrive in the service's case ("cat face", "Katze").
 */
export function stickerName(name: string | undefined, position: number, total?: number): string {
  const trimmed = name?.trim();
  if (!trimmed)
    return total === undefined
      ? t('sticker.unnamed', { position })
      : t('sticker.unnamedOf', { position, total });
  const [first = ''] = trimmed;
  return first.toLocaleUpperCase() + trimmed.slice(first.length);
}

type Nameable = { name: string | undefined; packName?: string | undefined };

function repeatedIn(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) (seen.has(name) ? repeated : seen).add(name);
  return repeated;
}

/**
 * What each sticker of a list is announced as, told apart from the others: a search's results
 * all carry the tag matched ("cat"), so a name the list repeats is followed by the sticker's pack
 * where the server names it, and a name still repeated by the sticker's place. Two links with
 * one name cannot be told apart by a screen reader's list of links or chosen by voice.
 */
export function distinctStickerNames(items: readonly Nameable[], total = items.length): string[] {
  const names = items.map((item, index) => stickerName(item.name, index + 1, total));
  const shared = repeatedIn(names);
  const withPack = names.map((name, index) => {
    const pack = items[index]?.packName?.trim();
    return shared.has(name) && pack ? t('sticker.inPack', { name, pack }) : name;
  });
  const stillShared = repeatedIn(withPack);
  return withPack.map((name, index) =>
    stillShared.has(name) ? t('sticker.namedOf', { name, position: index + 1, total }) : name,
  );
}
