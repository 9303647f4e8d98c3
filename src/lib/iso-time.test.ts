import { expect, test } from 'vitest';
import { isoTime } from './iso-time';

test('reads the ISO 8601 forms a server writes, at the moment they name', () => {
  expect(isoTime('2024-01-09T20:00:00.000Z')).toBe(Date.UTC(2024, 0, 9, 20));
  expect(isoTime('2024-01-10T01:00:00+09:00')).toBe(Date.UTC(2024, 0, 9, 16));
  expect(isoTime('2024-01-09')).toBe(Date.UTC(2024, 0, 9));
});

test('guesses at nothing else: no date for "0", US or European day orders, or nonsense', () => {
  for (const value of ['0', '12', '12/05/2023 10:00:00', '1704830400', 'yesterday', '', null]) {
    expect(isoTime(value), String(value)).toBeUndefined();
  }
  expect(isoTime('2024-13-45T00:00:00Z')).toBeUndefined();
});
