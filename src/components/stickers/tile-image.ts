import { stickerSrcSet } from '../../../contract/image-src-set';

/** The size tiles are laid out at, in CSS pixels. */
export const TILE_CSS_SIZE = 160;

/** What a tile's border and padding (1 + 8 px a side, sticker-tile.tsx) take from its side. */
export const TILE_IMAGE_INSET = 18;

/**
 * src and srcSet of a tile's image: asked for at the size it is shown inside a tile of `side`
 * CSS pixels (the default size where no grid has measured), at rest when it moves and the person
 * prefers reduced motion.
 */
export function tileImageSources(
  stickerImg: string,
  side: number | undefined,
  animated: boolean,
  reduceMotion: boolean,
): { src: string; srcSet: string } {
  const shownSize = side === undefined ? TILE_CSS_SIZE : Math.max(1, side - TILE_IMAGE_INSET);
  return stickerSrcSet(stickerImg, shownSize, animated, reduceMotion);
}

/**
 * The `<img>` loading attributes for a tile. Tiles on screen load at once (a lazy image in the
 * viewport is only requested after layout), still ones at high priority (the likely LCP element);
 * an animated tile weighs several times a still one and asks for low priority, on screen or not.
 */
export function tileImageLoading(
  onScreen: boolean,
  animated: boolean,
): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | 'auto' | 'low' } {
  return {
    loading: onScreen ? 'eager' : 'lazy',
    fetchPriority: animated ? 'low' : onScreen ? 'high' : 'auto',
  };
}

// A transparent pixel: what an image shows once its own could not load (markImageFailed).
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * Ref callback body for a tile's `<img>`: when the tile unmounts (the virtualized grid drops rows
 * scrolled far away) before its image has loaded, the image is emptied. A detached `<img>` keeps
 * downloading until it is garbage collected; without a source Chromium cancels it at once
 * (`e2e/tile-images.spec.ts`). When the tile's size changes, the ref is detached and attached
 * again to the same element: the new source is put back.
 */
export function cancelLoadOnUnmount(
  image: HTMLImageElement | null,
  src: string,
  srcSet: string,
): (() => void) | undefined {
  if (!image) return undefined;
  // Attached with another source (the tile resized): one that failed is tried afresh at it.
  if (image.dataset.failed === 'true') {
    delete image.dataset.failed;
    image.removeAttribute('src');
  }
  if (image.complete && image.naturalWidth > 0) image.dataset.loaded = 'true';
  if (!image.hasAttribute('src')) {
    image.srcset = srcSet;
    image.src = src;
  }
  return () => {
    if (image.complete && image.naturalWidth > 0) return;
    image.removeAttribute('srcset');
    image.removeAttribute('src');
  };
}

/**
 * A tinted box in the image's place until it has loaded, so a grid that is still loading shows
 * its layout instead of blank white tiles; `data-loaded` clears it (stickers are transparent, so
 * the tint cannot stay behind them).
 */
export const IMAGE_PLACEHOLDER_CLASS = 'rounded-xl bg-sunken data-loaded:bg-transparent';

/** `onLoad` of an image with IMAGE_PLACEHOLDER_CLASS: set on the element, no re-render. */
export function markImageLoaded(event: { currentTarget: HTMLImageElement }) {
  const image = event.currentTarget;
  // The pixel markImageFailed put in is no image; a source given since (a new size) is.
  if (image.currentSrc === NOTHING) return;
  delete image.dataset.failed;
  delete image.dataset.retries;
  image.dataset.loaded = 'true';
}

/**
 * An image that fails while the browser is online (the service busy with renders, or just back
 * online a moment before requests go through: a phone's radio, the service worker) is tried again
 * after each of these waits, then left in its box until the network next comes back.
 */
const RETRY_DELAYS_MS = [1_000, 3_000, 10_000];

/**
 * `onError` of a sticker or cover image: one that could not load (offline and never saved on
 * this device) keeps its tinted box, as one still loading does, not the browser's broken-image
 * icon. Its `alt` stays. Set on the element: the next page shows the image afresh, and so does
 * this one once the browser is back online.
 */
export function markImageFailed(event: { currentTarget: HTMLImageElement }) {
  const image = event.currentTarget;
  const src = image.getAttribute('src');
  const srcSet = image.getAttribute('srcset');
  // Each failure, also of a source given after the first (React puts back a changed srcset), and
  // of a tile that had loaded at another size: its box shows again.
  image.dataset.failed = 'true';
  delete image.dataset.loaded;
  image.removeAttribute('srcset');
  image.src = NOTHING;
  if (src === null || src === NOTHING) return;
  const retried = Number(image.dataset.retries ?? 0);
  const delay = RETRY_DELAYS_MS[retried];
  if (delay !== undefined && navigator.onLine) {
    // Held weakly: a page left meanwhile lets its images go, not a timer's worth of them later.
    const held = new WeakRef(image);
    window.setTimeout(() => {
      const waiting = held.deref();
      if (waiting) tryAgain(waiting, src, srcSet, retried + 1);
    }, delay);
    return;
  }
  // Offline, or tried enough for now: again when the network next comes back.
  waitForNetwork(image, src, srcSet);
}

/** Images waiting for the network to come back, with the sources to ask for again. */
const waitingForNetwork = new Map<HTMLImageElement, { src: string; srcSet: string | null }>();
let listeningForNetwork = false;

/**
 * One `online` listener for every waiting image. An image a page has let go of stops waiting:
 * a listener of its own held each one (an online browser never fires `online`), so every visit
 * to a page of failed tiles kept them all.
 */
function waitForNetwork(image: HTMLImageElement, src: string, srcSet: string | null) {
  for (const waiting of waitingForNetwork.keys()) {
    if (!waiting.isConnected) waitingForNetwork.delete(waiting);
  }
  waitingForNetwork.set(image, { src, srcSet });
  if (listeningForNetwork) return;
  listeningForNetwork = true;
  window.addEventListener('online', retryWaitingImages, { once: true });
}

function retryWaitingImages() {
  listeningForNetwork = false;
  const waiting = [...waitingForNetwork];
  waitingForNetwork.clear();
  for (const [image, { src, srcSet }] of waiting) tryAgain(image, src, srcSet, 0);
}

/** The image that failed, asked for again: unless it has gone, loaded or been given another. */
function tryAgain(image: HTMLImageElement, src: string, srcSet: string | null, retries: number) {
  if (!image.isConnected || image.getAttribute('src') !== NOTHING) return;
  delete image.dataset.failed;
  image.dataset.retries = String(retries);
  if (srcSet !== null) image.srcset = srcSet;
  image.src = src;
}

/** In dark mode a thin light halo keeps dark art (a black cat, a new moon) visible. */
export const DARK_ART_HALO_CLASS = 'dark:drop-shadow-[0_0_1.5px_rgb(255_255_255/0.7)]';
