export type CopyOutcome = 'image' | 'link' | 'none';

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

/** Chat apps paste PNG but not SVG, so the sticker is drawn onto a canvas first. */
async function pngOf(url: string): Promise<Blob> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = withSize(url, PNG_SIZE);
  await image.decode();
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

/** Copies the sticker as an image where the browser allows it, else its link. */
export async function copySticker(url: string): Promise<CopyOutcome> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return 'none';
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      // Safari only allows the write when the item is created inside the click, with a promise.
      await clipboard.write([new ClipboardItem({ 'image/png': pngOf(url) })]);
      return 'image';
    } catch {
      // Falls back to the link below (Firefox without image support, tainted canvas…).
    }
  }
  try {
    await clipboard.writeText(withSize(url, PNG_SIZE));
    return 'link';
  } catch {
    return 'none';
  }
}

export const copyMessages: Record<CopyOutcome, string> = {
  image: 'Sticker image copied. Paste it into a chat.',
  link: 'Sticker link copied. Paste it into a chat.',
  none: 'This browser did not allow copying. Long-press or right-click the sticker instead.',
};
