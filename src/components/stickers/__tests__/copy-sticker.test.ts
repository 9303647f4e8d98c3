import { afterEach, expect, test, vi } from 'vitest';
import { copySticker } from '../copy-sticker';

afterEach(() => vi.unstubAllGlobals());

test('copies the link when the browser cannot put images on the clipboard', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  await expect(copySticker('https://img.test/s/1.svg?d=160x160')).resolves.toBe('link');
  expect(writeText).toHaveBeenCalledWith('https://img.test/s/1.svg?d=300x300');
});

test('falls back to the link when writing the image fails', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  const write = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
  vi.stubGlobal('navigator', { clipboard: { write, writeText } });
  vi.stubGlobal(
    'ClipboardItem',
    class {
      constructor(readonly items: Record<string, Promise<Blob>>) {
        // The PNG is never drawn in jsdom: swallow its rejection like the browser would.
        Object.values(items).forEach((p) => void p.catch(() => undefined));
      }
    },
  );
  await expect(copySticker('https://img.test/s/2.svg')).resolves.toBe('link');
  expect(write).toHaveBeenCalledTimes(1);
});

test('says so when there is no clipboard at all', async () => {
  vi.stubGlobal('navigator', {});
  await expect(copySticker('https://img.test/s/3.svg')).resolves.toBe('none');
});
