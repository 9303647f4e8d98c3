import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('drops the least recently used key past its capacity', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.keys()).toEqual(['a', 'c']);
    expect(lru.get('b')).toBeUndefined();
  });

  it('keeps the order right when the newest key is read again', () => {
    const lru = new Lru<number, string>(3);
    for (const key of [1, 2, 3]) lru.set(key, String(key));
    expect([lru.get(3), lru.get(3), lru.get(1), lru.get(1)]).toEqual(['3', '3', '1', '1']);
    expect(lru.keys()).toEqual([2, 3, 1]);
    lru.set(4, '4');
    expect(lru.keys()).toEqual([3, 1, 4]);
    expect(lru.get(2)).toBeUndefined();
    lru.get(3);
    expect(lru.keys()).toEqual([1, 4, 3]);
  });
});
