import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes counts as English does', () => {
    for (const count of [0, 7, 999, 1000, 1489, 65535, 1234567, 2147483647, -12345]) {
      expect(formatCount(count), String(count)).toBe(count.toLocaleString('en'));
    }
  });
});
