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
