import { expect, test } from 'vitest';
import { putStickerOnDrag } from '../drag-sticker';

/** The part of DataTransfer a drag source writes (jsdom has none). */
function fakeDataTransfer() {
  const items = new Map<string, string>();
  const data = {
    effectAllowed: 'uninitialized',
    setData: (type: string, value: string) => void items.set(type, value),
  };
  return { data: data as unknown as DataTransfer, items, effect: () => data.effectAllowed };
}

test('a dragged sticker carries its image as a link, an HTML image and a file to download', () => {
  const { data, items, effect } = fakeDataTransfer();
  putStickerOnDrag(data, 'https://img.test/s/cat~bounce.svg?d=160x160', 'Cat face "1"');
  const href = 'https://img.test/s/cat~bounce.svg?d=300x300';
  expect(Object.fromEntries(items)).toEqual({
    'text/uri-list': href,
    'text/plain': href,
    'text/html': `<img src="${href}" alt="Cat face &quot;1&quot;">`,
    DownloadURL: `image/svg+xml:cat-face-1.svg:${href}`,
  });
  expect(effect()).toBe('copy');
});

test('the file is named in any script, and "sticker" when the name gives nothing', () => {
  const named = fakeDataTransfer();
  putStickerOnDrag(named.data, 'https://img.test/s/1.svg', '笑う猫');
  expect(named.items.get('DownloadURL')).toMatch(/^image\/svg\+xml:笑う猫\.svg:https:/);
  const unnamed = fakeDataTransfer();
  putStickerOnDrag(unnamed.data, 'https://img.test/s/1.svg', '!!!');
  expect(unnamed.items.get('DownloadURL')).toMatch(/^image\/svg\+xml:sticker\.svg:https:/);
});
