import { Link } from 'react-router';
import { flattenPages } from '../../api';
import { useSentStickers } from '../../api/hooks/use-sticker-queries';
import { imageSrcSet } from '../../../contract/image-src-set';
import {
  DARK_ART_HALO_CLASS,
  IMAGE_PLACEHOLDER_CLASS,
  markImageFailed,
  markImageLoaded,
} from '../../components/stickers/tile-image';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion';
import { OPENED_VIEW, useStickerViewHref } from '../../shared/sticker-view-link';
import { ScrollRow } from './scroll-row';
import { Shelf } from './shelf';
import { useT } from '../../i18n';
import { stickerName } from '../../components/stickers/sticker-name';
import { useNaming } from '../../lib/naming';

const SIZE = 88;
const SHOWN = 12;

/** The user's recently sent stickers, each opening its view; nothing when none were sent. */
export function SentShelf() {
  const t = useT();
  const { lang } = useNaming();
  const sent = useSentStickers();
  const viewHref = useStickerViewHref();
  const reduceMotion = usePrefersReducedMotion();
  const stickers = flattenPages(sent.data).slice(0, SHOWN);
  if (stickers.length === 0) return null;
  return (
    <Shelf
      id="sent-heading"
      title={t('nav.sent')}
      more={{ to: '/sent', label: t('search.seeAllSent') }}
    >
      <ScrollRow label={t('search.sentStickers')}>
        {stickers.map((sticker, index) => {
          const { src, srcSet } = imageSrcSet(sticker.stickerImg, SIZE, { reduceMotion });
          return (
            <li key={`${sticker.stickerId}-${index}`} className="shrink-0 snap-start">
              <Link
                to={viewHref(sticker.stickerId, sticker.packageId)}
                state={OPENED_VIEW}
                preventScrollReset
                aria-label={t('sticker.open', {
                  name: stickerName(sticker.stickerName, index + 1, { lang }),
                })}
                className="block rounded-xl border border-line bg-surface p-1.5 transition-colors hover:border-accent-text motion-reduce:transition-none"
              >
                <img
                  src={src}
                  srcSet={srcSet}
                  alt=""
                  width={SIZE}
                  height={SIZE}
                  loading="lazy"
                  decoding="async"
                  onLoad={markImageLoaded}
                  onError={markImageFailed}
                  className={`${IMAGE_PLACEHOLDER_CLASS} ${DARK_ART_HALO_CLASS} size-[88px] object-contain`}
                />
              </Link>
            </li>
          );
        })}
      </ScrollRow>
    </Shelf>
  );
}
