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
const place = { index: 4, count: 10, columns: 4, rtl: false, rowsPerPage: 2 };

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
  const column = { index: 2, count: 5, columns: 1, rtl: false, rowsPerPage: 2 };
  expect(gridKeyTarget(press('ArrowDown'), column)).toBe(3);
  expect(gridKeyTarget(press('ArrowUp'), column)).toBe(1);
  expect(gridKeyTarget(press('Home'), column)).toBe(2);
});

test('PageDown and PageUp move a page of rows in the same column, past the list’s end to its last or first tile', () => {
  // Eight rows of four: 0–3, 4–7, …, 28–29.
  const paged = { index: 5, count: 30, columns: 4, rtl: false, rowsPerPage: 3 };
  expect(gridKeyTarget(press('PageDown'), paged)).toBe(17);
  expect(gridKeyTarget(press('PageUp'), { ...paged, index: 17 })).toBe(5);
  expect(gridKeyTarget(press('PageUp'), paged)).toBe(0);
  expect(gridKeyTarget(press('PageDown'), { ...paged, index: 22 })).toBe(29);
  expect(gridKeyTarget(press('PageDown'), { ...paged, rowsPerPage: 1 })).toBe(9);
});

test('PageDown in the last row and PageUp in the first keep focus where it is; with a modifier they are left to the page', () => {
  const paged = { index: 28, count: 30, columns: 4, rtl: false, rowsPerPage: 3 };
  expect(gridKeyTarget(press('PageDown'), paged)).toBe(28);
  expect(gridKeyTarget(press('PageUp'), { ...paged, index: 2 })).toBe(2);
  expect(gridKeyTarget(press('PageDown', { ctrlKey: true }), paged)).toBeUndefined();
  expect(gridKeyTarget(press('PageUp', { shiftKey: true }), paged)).toBeUndefined();
});
