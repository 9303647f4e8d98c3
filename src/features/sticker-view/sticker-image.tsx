import { stickerSrcSet } from '../../../contract/image-src-set';
import { markImageFailed } from '../../components/stickers/tile-image';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion';

/** The view shows the sticker at least this large (CSS px). */
export const VIEW_IMAGE_SIZE = 256;

export function StickerImage({
  stickerImg,
  name,
  animated,
}: {
  stickerImg: string;
  name: string;
  animated: boolean;
}) {
  const reduceMotion = usePrefersReducedMotion();
  const { src, srcSet } = stickerSrcSet(stickerImg, VIEW_IMAGE_SIZE, animated, reduceMotion);
  return (
    <img
      src={src}
      srcSet={srcSet}
      alt={name}
      width={VIEW_IMAGE_SIZE}
      height={VIEW_IMAGE_SIZE}
      onError={markImageFailed}
      className="size-64 shrink-0 rounded-2xl bg-sunken object-contain p-2 dark:drop-shadow-[0_0_1.5px_rgb(255_255_255/0.7)]"
    />
  );
}
