import { t } from '../../i18n';

export function artistName(name: string): string {
  return name.trim() || t('stickerView.unknownArtist');
}
