/** The size a dragged sticker is offered at, as for copying. */
const DRAG_SIZE = 300;

/** A file name from the sticker's name: letters and digits of any script, joined by dashes. */
const fileNameOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'sticker'
  }.svg`;

/**
 * Puts a dragged sticker's image on the drag, for whatever it is dropped on: a chat or rich text
 * field takes the HTML image, a plain field or an address bar the link, Chromium's desktop and
 * file managers the file (DownloadURL). The service answers a plain download with SVG.
 */
export function putStickerOnDrag(data: DataTransfer, url: string, name: string): void {
  let href = url;
  try {
    const parsed = new URL(url, document.baseURI);
    parsed.searchParams.set('d', `${DRAG_SIZE}x${DRAG_SIZE}`);
    href = parsed.href;
  } catch {
    // An unparsable URL is offered as it came.
  }
  data.effectAllowed = 'copy';
  data.setData('text/uri-list', href);
  data.setData('text/plain', href);
  const image = document.createElement('img');
  image.src = href;
  image.alt = name;
  data.setData('text/html', image.outerHTML);
  data.setData('DownloadURL', `image/svg+xml:${fileNameOf(name)}:${href}`);
}
