import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';

describe('readEnv', () => {
  it('has working defaults', () => {
    expect(readEnv({})).toEqual({
      PORT: 8787,
      STICKER_DB: 'data/stickers.db',
      STICKER_API_KEYS: ['local-dev-key'],
      IMAGE_RENDER_CONCURRENCY: 2,
      IMAGE_RENDER_QUEUE: 48,
    });
  });

  it('reads the image render limits', () => {
    const env = readEnv({ IMAGE_RENDER_CONCURRENCY: '1', IMAGE_RENDER_QUEUE: '0' });
    expect([env.IMAGE_RENDER_CONCURRENCY, env.IMAGE_RENDER_QUEUE]).toEqual([1, 0]);
  });

  it('reads a port and a comma-separated key list', () => {
    const env = readEnv({ PORT: '9000', STICKER_API_KEYS: ' a, b ,,c ' });
    expect(env.PORT).toBe(9000);
    expect(env.STICKER_API_KEYS).toEqual(['a', 'b', 'c']);
  });

  it.each([
    { PORT: 'eighty' },
    { PORT: '70000' },
    { STICKER_API_KEYS: ' , ' },
    { IMAGE_RENDER_CONCURRENCY: '0' },
    { IMAGE_RENDER_QUEUE: '-1' },
  ])('rejects %j', (source) => {
    expect(() => readEnv(source)).toThrow(/Invalid environment/);
  });
});
