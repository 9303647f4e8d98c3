import { expect, test } from 'vitest';
import { gridKeyTarget } from '../grid-key-target';

const press = (
  key: string,
  modifiers: { ctrlKey?: boolean; shiftKey?: boolean; altKey?: boolean } = {},
) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});
const place = { index: 4, count: 10, columns: 4, rtl: false };

test('keys the grid does not use, and arrows with a modifier, are left to the page', () => {
  expect(gridKeyTarget(press('Enter'), place)).toBeUndefined();
  expect(gridKeyTarget(press('Tab'), place)).toBeUndefined();
  expect(gridKeyTarget(press('ArrowDown', { shiftKey: true }), place)).toBeUndefined();
  expect(gridKeyTarget(press('ArrowLeft', { altKey: true }), place)).toBeUndefined();
  expect(gridKeyTarget(press('ArrowRight', { ctrlKey: true }), place)).toBeUndefined();
  expect(gridKeyTarget(press('ArrowRight'), { ...place, index: 0, count: 0 })).toBeUndefined();
});

test('at the list’s ends a key keeps focus where it is', () => {
  expect(gridKeyTarget(press('ArrowRight'), { ...place, index: 9 })).toBe(9);
  expect(gridKeyTarget(press('ArrowLeft'), { ...place, index: 0 })).toBe(0);
  expect(gridKeyTarget(press('ArrowUp'), { ...place, index: 3 })).toBe(3);
  expect(gridKeyTarget(press('ArrowDown'), { ...place, index: 9 })).toBe(9);
  expect(gridKeyTarget(press('End'), { ...place, index: 8 })).toBe(9);
});

test('one column: every arrow down is the next item', () => {
  const column = { index: 2, count: 5, columns: 1, rtl: false };
  expect(gridKeyTarget(press('ArrowDown'), column)).toBe(3);
  expect(gridKeyTarget(press('ArrowUp'), column)).toBe(1);
  expect(gridKeyTarget(press('Home'), column)).toBe(2);
});
