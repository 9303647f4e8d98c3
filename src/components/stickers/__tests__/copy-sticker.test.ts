import { afterEach, expect, test, vi } from 'vitest';
import { copySticker, copyStickerLink, downloadSticker } from '../copy-sticker';

afterEach(() => vi.unstubAllGlobals());

function stubClipboardItem() {
  vi.stubGlobal(
    'ClipboardItem',
    class {
      constructor(readonly items: Record<string, Promise<Blob>>) {
        // The PNG is never drawn in jsdom: swallow its rejection like the browser would.
        Object.values(items).forEach((p) => void p.catch(() => undefined));
      }
    },
  );
}

test('a browser that cannot put images on the clipboard copies nothing, and says so', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  await expect(copySticker('https://img.test/s/1.svg?d=160x160')).resolves.toBe('none');
  expect(writeText).not.toHaveBeenCalled();
});

test('a failed image write is a failure, not a link copied in its place', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  const write = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
  vi.stubGlobal('navigator', { clipboard: { write, writeText } });
  stubClipboardItem();
  await expect(copySticker('https://img.test/s/2.svg')).resolves.toBe('none');
  expect(write).toHaveBeenCalledTimes(1);
  expect(writeText).not.toHaveBeenCalled();
});

test('an animated sticker is copied as a still, and says so', async () => {
  const write = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { clipboard: { write } });
  stubClipboardItem();
  await expect(copySticker('https://img.test/s/4~anim.svg')).resolves.toBe('still');
  await expect(copySticker('https://img.test/s/5.svg')).resolves.toBe('image');
});

test('the link copied is the URL the service gave, unchanged', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  await expect(copyStickerLink('https://img.test/s/1.svg')).resolves.toBe(true);
  expect(writeText).toHaveBeenCalledWith('https://img.test/s/1.svg');
});

test('says so when there is no clipboard at all', async () => {
  vi.stubGlobal('navigator', {});
  await expect(copySticker('https://img.test/s/3.svg')).resolves.toBe('none');
  await expect(copyStickerLink('https://img.test/s/3.svg')).resolves.toBe(false);
});

test('download follows only a web link: a javascript: one from the server is not clicked', () => {
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.href);
  });
  downloadSticker('javascript:alert(document.domain)//~bounce.svg');
  downloadSticker(' JaVa\tScRiPt:alert(1)//.svg');
  downloadSticker('data:image/svg+xml,<svg onload=alert(1)>');
  downloadSticker('https://img.test/s/1~bounce.svg');
  downloadSticker('/images/s/2.svg');
  click.mockRestore();
  expect(clicked).toEqual([
    'https://img.test/s/1~bounce.svg',
    new URL('/images/s/2.svg', document.baseURI).href,
  ]);
});
