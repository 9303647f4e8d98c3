import { expect, test } from 'vitest';
import { distinctStickerNames, stickerName } from '../sticker-name';

test('a name is announced with a capital first letter and the rest as sent', () => {
  expect(stickerName('cat face', 1)).toBe('Cat face');
  expect(stickerName('Katze', 1)).toBe('Katze');
  expect(stickerName('élan', 1)).toBe('Élan');
  expect(stickerName('猫', 1)).toBe('猫');
  expect(stickerName('  OK hand ', 1)).toBe('OK hand');
});

test('a name is capitalised by the rules of its language: Turkish i becomes İ', () => {
  expect(stickerName('inek', 1, { lang: 'tr' })).toBe('İnek');
  expect(stickerName('ışık', 1, { lang: 'tr' })).toBe('Işık');
  expect(stickerName('ice cream', 1, { lang: 'en' })).toBe('Ice cream');
  expect(distinctStickerNames([{ keyword: 'inek' }], { lang: 'tr' })).toEqual(['İnek']);
});

test('without a name, the sticker is announced by its place', () => {
  expect(stickerName(undefined, 3, { total: 24 })).toBe('Sticker 3 of 24');
  expect(stickerName('   ', 2)).toBe('Sticker 2');
});

test('stickers of a list that share a name are told apart by their pack, else by their place', () => {
  expect(
    distinctStickerNames(
      [
        { keyword: 'cat', packageName: 'Furry Friends · Twemoji' },
        { keyword: 'cat', packageName: 'Furry Friends · Fluent' },
        { keyword: 'cat face', packageName: 'Furry Friends · Fluent' },
        { keyword: 'dog', packageName: 'Furry Friends · Fluent' },
        { keyword: 'dog', packageName: 'Furry Friends · Fluent' },
        { keyword: 'dog' },
      ],
      { total: 40 },
    ),
  ).toEqual([
    'Cat from Furry Friends · Twemoji',
    'Cat from Furry Friends · Fluent',
    'Cat face',
    'Dog from Furry Friends · Fluent, 4 of 40',
    'Dog from Furry Friends · Fluent, 5 of 40',
    'Dog',
  ]);
});

test('a list whose names differ keeps them as they are', () => {
  expect(
    distinctStickerNames([
      { keyword: 'cat', packageName: 'A' },
      { keyword: 'dog', packageName: 'A' },
    ]),
  ).toEqual(['Cat', 'Dog']);
});
