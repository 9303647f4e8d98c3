import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { isAnimatedImage } from '../../../contract/image-src-set';
import type { PackageDetail, PackSticker } from '../../../contract';
import { describeError } from '../../api/describe-error';
import { packQueries } from '../../api/queries/packs';
import { knownLocale } from '../../lib/locale-codes';
import { useNaming } from '../../lib/naming';
import { useSettings } from '../../lib/settings';
import { stickerName } from '../../components/stickers/sticker-name';
import { StickerActions } from './sticker-actions';
import { StickerImage } from './sticker-image';
import { useCachedCameraSticker } from './use-cached-camera-sticker';
import { ViewNote, ViewTitle } from './view-title';
import { packLanguageCode } from '../../lib/pack-language';
import { useT } from '../../i18n';

/**
 * The language the view names its sticker in: that of the search behind it (its ?lang=, as the
 * tiles were named), else the person's search language.
 */
function useViewNaming() {
  const [params] = useSearchParams();
  const settings = useSettings();
  const { lang } = knownLocale(params.get('lang') ?? settings.lang, settings.countryCode, settings);
  return useNaming(lang);
}

/**
 * The service gives a sticker no keywords of its own (M3: only its name, which is the view's
 * title), so the view lists its pack's and says so.
 */
function packKeywordsOf(pack: PackageDetail): string[] {
  const words = pack.packageKeywords
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return [...new Set(words)];
}

function searchHref(q: string) {
  return `/?${new URLSearchParams({ q }).toString()}`;
}

/** The packs ranking filtered by the artist (C1's searchText matches artists; M1 only keywords). */
function artistPacksHref(artist: string) {
  return `/camera?${new URLSearchParams({ q: artist }).toString()}`;
}

function KeywordLinks({ keywords }: { keywords: readonly string[] }) {
  const t = useT();
  if (keywords.length === 0) return null;
  return (
    <div>
      <dt className="font-semibold text-muted">{t('stickerView.packKeywords')}</dt>
      <dd>
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {keywords.map((keyword) => (
            <li key={keyword}>
              <Link to={searchHref(keyword)} className="text-accent-text hover:underline">
                <bdi>#{keyword}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

function StickerDetails({
  sticker,
  pack,
  onClose,
}: {
  sticker: PackSticker;
  pack: PackageDetail;
  onClose: () => void;
}) {
  const t = useT();
  const animated = pack.packageAnimated === 'Y' || isAnimatedImage(sticker.stickerImg);
  const position = pack.stickers.findIndex((item) => item.stickerId === sticker.stickerId) + 1;
  const { lang } = useViewNaming();
  const name = stickerName(sticker.stickerName, position, { total: pack.stickers.length, lang });
  const artist = pack.artistName.trim();

  return (
    <>
      <ViewTitle name={name} onClose={onClose} />
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <StickerImage stickerImg={sticker.stickerImg} name={name} animated={animated} />
        <div className="min-w-0 flex-1">
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-semibold text-muted">{t('stickerView.pack')}</dt>
              <dd>
                <Link
                  to={`/packs/${pack.packageId}?highlight=${sticker.stickerId}`}
                  className="font-semibold text-accent-text hover:underline"
                >
                  <bdi lang={packLanguageCode(pack.language)}>{pack.packageName}</bdi>
                </Link>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-muted">{t('stickerView.artist')}</dt>
              <dd>
                {artist ? (
                  <Link
                    to={artistPacksHref(artist)}
                    // Named by the words it shows (WCAG 2.5.3); where it leads, as its description.
                    title={t('stickerView.moreByArtist', { artist })}
                    className="text-accent-text hover:underline"
                  >
                    <bdi>{artist}</bdi>
                  </Link>
                ) : (
                  t('stickerView.unknownArtist')
                )}
                {/* Copy, download and share hand the artwork on from here: its licence goes
                    with the credit, as on the pack's page. */}
                {pack.license ? (
                  <>
                    {' '}
                    <span className="inline-block max-w-full break-words text-muted">
                      {t('pack.license', { license: pack.license })}
                    </span>
                  </>
                ) : null}
              </dd>
            </div>
            <KeywordLinks keywords={packKeywordsOf(pack)} />
          </dl>
          <StickerActions sticker={sticker} name={name} animated={animated} />
        </div>
      </div>
    </>
  );
}

type PackStickerViewProps = { packageId: number; stickerId: number; onClose: () => void };

/**
 * A sticker of a known pack. The pack is read in the person's search language, so its keywords
 * and the sticker's name are in that language where the catalogue has them, and without
 * recording a view: the pack is opened from its link here, not by looking at one sticker.
 */
export function PackStickerView({ packageId, stickerId, onClose }: PackStickerViewProps) {
  const t = useT();
  const { userId } = useSettings();
  const naming = useViewNaming();
  const client = useQueryClient();
  // Opened from its pack's page, the view takes that page's answer (same user, pack and language)
  // rather than asking again.
  const opened = packQueries.detail({ userId, packageId, ...naming }).queryKey;
  const query = useQuery({
    ...packQueries.detail({ userId, packageId, ...naming, unrecorded: true }),
    initialData: () => client.getQueryData(opened),
    initialDataUpdatedAt: () => client.getQueryState(opened)?.dataUpdatedAt,
  });
  const sticker = query.data?.stickers.find((item) => item.stickerId === stickerId);
  if (query.data && sticker) {
    return <StickerDetails sticker={sticker} pack={query.data} onClose={onClose} />;
  }
  if (query.isError) {
    // A pack that is not there is not "unavailable right now", and asking again will not help.
    const problem = describeError(query.error);
    return problem.retryable ? (
      <ViewNote
        note={t('stickerView.unavailable')}
        detail={problem.title}
        onRetry={() => void query.refetch()}
        onClose={onClose}
      />
    ) : (
      <ViewNote note={problem.title} detail={problem.detail} onClose={onClose} />
    );
  }
  const note = query.data ? t('stickerView.notFound') : t('stickerView.loading');
  return <ViewNote note={note} onClose={onClose} />;
}

/**
 * A camera sticker whose list named no pack (other servers' C2–C4 items): what the list knew,
 * the sticker and its name, with the same actions.
 */
export function CameraStickerView({
  stickerId,
  onClose,
}: {
  stickerId: number;
  onClose: () => void;
}) {
  const t = useT();
  const { lang } = useViewNaming();
  const sticker = useCachedCameraSticker(stickerId);
  if (!sticker) return <ViewNote note={t('stickerView.notListed')} onClose={onClose} />;
  // C2 items carry the keyword searched, C3 and C4 items (on some servers) the sticker's name.
  const known = sticker.stickerName ?? sticker.keyword;
  const title = known?.trim() ? stickerName(known, 1, { lang }) : t('stickerView.untitled');
  const animated = isAnimatedImage(sticker.stickerImg);
  return (
    <>
      <ViewTitle name={title} onClose={onClose} />
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <StickerImage stickerImg={sticker.stickerImg} name={title} animated={animated} />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">{t('stickerView.packUnknown')}</p>
          <StickerActions sticker={sticker} name={title} animated={animated} />
        </div>
      </div>
    </>
  );
}
