import { expect, test } from 'vitest';
import { stickerName } from '../sticker-name';

test('a name is announced with a capital first letter and the rest as sent', () => {
  expect(stickerName('cat face', 1)).toBe('Cat face');
  expect(stickerName('Katze', 1)).toBe('Katze');
  expect(stickerName('élan', 1)).toBe('Élan');
  expect(stickerName('猫', 1)).toBe('猫');
  expect(stickerName('  OK hand ', 1)).toBe('OK hand');
});

test('without a name, the sticker is announced by its place', () => {
  expect(stickerName(undefined, 3, 24)).toBe('Sticker 3 of 24');
  expect(stickerName('   ', 2)).toBe('Sticker 2');
});
