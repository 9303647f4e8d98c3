import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { splitPackName } from '../../components/pack-name';
import { packQueries } from '../../api/queries/packs';
import { useT } from '../../i18n';
import { useNaming } from '../../lib/naming';
import { packLanguageCode } from '../../lib/pack-language';
import { useSettings } from '../../lib/settings';

type PackOfStickerLinkProps = { packageId: number; stickerName: string };

/**
 * A link to the pack a listed sticker comes from, shown by the pack's name (its art set left to
 * the accessible name): a list of them reads as where each sticker is from, not as one phrase
 * over and over. The pack is read as the sticker
 * view reads it, so opening the sticker afterwards needs no request, and without recording a
 * view: listing a sticker is not opening its pack. Until it arrives (or if it cannot) the link
 * says what it does.
 */
export function PackOfStickerLink({ packageId, stickerName }: PackOfStickerLinkProps) {
  const t = useT();
  const { userId } = useSettings();
  const naming = useNaming();
  const { data: pack } = useQuery({
    ...packQueries.detail({ userId, packageId, ...naming, unrecorded: true }),
    select: ({ packageName, language }) => ({ packageName, language }),
    // A name to show, not state to keep fresh: one list would ask for every pack on each focus.
    refetchOnWindowFocus: false,
  });
  const packName = pack?.packageName;
  return (
    <Link
      to={`/packs/${packageId}`}
      aria-label={
        packName
          ? t('sent.packOfSticker', { pack: packName, sticker: stickerName })
          : t('sent.openPackLabel', { name: stickerName })
      }
      // Two lines kept for the name, so the grid does not move when the names arrive.
      className="line-clamp-2 min-h-8 max-w-full rounded-sm text-center text-xs font-medium break-words text-accent-text hover:underline"
    >
      {pack?.packageName ? (
        <bdi lang={packLanguageCode(pack.language)}>{splitPackName(pack.packageName).title}</bdi>
      ) : (
        t('sent.openPack')
      )}
    </Link>
  );
}
