import { expect, test } from 'vitest';
import { columnsFor } from '../grid-layout';

test('fits as many tiles as the width allows, between 3 and 10 columns', () => {
  expect(columnsFor(288)).toBe(3);
  expect(columnsFor(343)).toBe(3);
  expect(columnsFor(700)).toBe(6);
  expect(columnsFor(1000)).toBe(8);
  expect(columnsFor(4000)).toBe(10);
});
