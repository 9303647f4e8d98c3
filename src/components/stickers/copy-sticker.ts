import { isAnimatedImage } from '../../../contract/image-src-set';
import { isWebUrl } from '../../lib/web-url';

/** What ended up on the clipboard: the image, a still of an animated sticker, or nothing. */
export type CopyOutcome = 'image' | 'still' | 'none';

const PNG_SIZE = 300;

function withSize(url: string, size: number): string {
  try {
    const parsed = new URL(url, document.baseURI);
    parsed.searchParams.set('d', `${size}x${size}`);
    return parsed.href;
  } catch {
    return url;
  }
}

/** An image that stalls (a bad network) fails the copy after this long, not never. */
const IMAGE_WAIT_MS = 10_000;

function decodedInTime(image: HTMLImageElement): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      image.removeAttribute('src');
      reject(new Error('The sticker image did not load in time'));
    }, IMAGE_WAIT_MS);
  });
  return Promise.race([image.decode(), stalled]).finally(() => clearTimeout(timer));
}

/** Chat apps paste PNG but not SVG, so the sticker is drawn onto a canvas first. */
async function pngOf(url: string): Promise<Blob> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = withSize(url, PNG_SIZE);
  await decodedInTime(image);
  const canvas = document.createElement('canvas');
  canvas.width = PNG_SIZE;
  canvas.height = PNG_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png');
  });
}

/**
 * Copies the sticker as an image where the browser allows it. It never puts a link there in its
 * place: the person is told and chooses (copyStickerLink, or download). A clipboard holds one
 * frame, so an animated sticker is copied as a still, and says so.
 */
export async function copySticker(
  url: string,
  animated = isAnimatedImage(url),
): Promise<CopyOutcome> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof ClipboardItem === 'undefined' || typeof clipboard.write !== 'function') {
    return 'none';
  }
  try {
    // Safari only allows the write when the item is created inside the click, with a promise.
    await clipboard.write([new ClipboardItem({ 'image/png': pngOf(url) })]);
    return animated ? 'still' : 'image';
  } catch {
    return 'none';
  }
}

/** Copies the sticker's public URL, as the service gave it. */
export async function copyStickerLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

// Long enough for the browser to have started saving from the object URL (FileSaver.js waits as
// long): revoked at once, a slow browser may find it gone.
const KEEP_OBJECT_URL_MS = 40_000;

function clickLink(href: string, attributes: Partial<HTMLAnchorElement>): void {
  const link = Object.assign(document.createElement('a'), { href, rel: 'noopener' }, attributes);
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Whether a plain `<a href download>` saves this file: a web URL of the page's own origin.
 * Browsers ignore `download` on another origin's link and open the file in the app's place.
 */
export function savedByLink(url: string): boolean {
  return isWebUrl(url) && new URL(url, document.baseURI).origin === location.origin;
}

/**
 * Saves the sticker's file (the animated one for an animated sticker). Only an http(s) (or
 * relative) URL: clicking a link to `javascript:` would run the server's script in the app. A
 * file on another origin (a CDN) is fetched with CORS and saved from memory, under the name its
 * path ends with; where that fails (no CORS there, or offline) it opens in a new tab, so the app
 * stays open.
 */
export async function downloadSticker(url: string): Promise<void> {
  if (!isWebUrl(url)) return;
  const file = new URL(url, document.baseURI);
  if (savedByLink(url)) {
    clickLink(file.href, { download: '' });
    return;
  }
  const blob = await fetchedFile(file.href);
  if (!blob) {
    clickLink(file.href, { target: '_blank' });
    return;
  }
  const objectUrl = URL.createObjectURL(blob);
  clickLink(objectUrl, { download: fileNameOf(file) });
  setTimeout(() => URL.revokeObjectURL(objectUrl), KEEP_OBJECT_URL_MS);
}

/**
 * How long a download waits for another origin's file before opening it in a new tab instead:
 * within the click's transient activation (5 s in Chromium and Firefox), after which the popup
 * blocker drops a new tab opened by script and nothing would happen.
 */
const DOWNLOAD_WAIT_MS = 4_000;

async function fetchedFile(href: string): Promise<Blob | undefined> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), DOWNLOAD_WAIT_MS);
  try {
    const response = await fetch(href, { mode: 'cors', signal: abort.signal });
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function fileNameOf(file: URL): string {
  const name = file.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
