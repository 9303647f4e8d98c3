import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';
import { LruCache } from './lru-cache';
import { SharedRenders } from './shared-renders';

const bytes = (length: number) => new Uint8Array(new ArrayBuffer(length));

describe('rendered-image cache', () => {
  it('holds entries up to a total weight, dropping the least recently used', () => {
    const cache = new LruCache<string, Uint8Array>(100, (value) => value.byteLength);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    cache.get('a');
    cache.set('c', bytes(40));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    expect(cache.weight).toBe(80);
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.weight).toBe(80);
  });

  it('renders a key once, even when asked again before the render ends', async () => {
    const renders = new SharedRenders(1000);
    let calls = 0;
    const render = () => {
      calls += 1;
      return Promise.resolve(bytes(10));
    };
    const [first, second] = await Promise.all([renders.get('k', render), renders.get('k', render)]);
    const third = await renders.get('k', render);
    expect(calls).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(renders.cachedBytes).toBe(10);
  });

  it('forgets a failed render', async () => {
    const renders = new SharedRenders(1000);
    await expect(renders.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(renders.get('k', () => Promise.resolve(bytes(3)))).resolves.toHaveLength(3);
  });

  it('runs at most the allowed number of tasks at once', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 6 }, () => limit(task)));
    expect(peak).toBe(2);
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await limit(task);
  });
});
