import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';

describe('readEnv', () => {
  it('has working defaults', () => {
    expect(readEnv({})).toEqual({
      PORT: 8787,
      STICKER_DB: 'data/stickers.db',
      STICKER_API_KEYS: ['local-dev-key'],
      CORS_ORIGINS: [],
      RATE_LIMIT_WRITES_PER_KEY: 6000,
      RATE_LIMIT_WRITES_PER_CLIENT: 600,
      RATE_LIMIT_IMAGES_PER_CLIENT: 3000,
      BODY_LIMIT_BYTES: 16_384,
      MAX_CONNECTIONS: 2048,
      MAX_CONNECTIONS_PER_CLIENT: 256,
      SERVE_SOURCE_MAPS: false,
      IMAGE_RENDER_CONCURRENCY: 2,
      IMAGE_RENDER_QUEUE: 48,
      DATABASE_POOL_SIZE: 10,
    });
  });

  it('reads a PostgreSQL URL and its pool size', () => {
    const env = readEnv({
      DATABASE_URL: 'postgres://stickers:secret@db.internal:5432/stickers',
      DATABASE_POOL_SIZE: '4',
    });
    expect(env.DATABASE_URL).toBe('postgres://stickers:secret@db.internal:5432/stickers');
    expect(env.DATABASE_POOL_SIZE).toBe(4);
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

  it('reads the public origin, CORS origins and limits', () => {
    const env = readEnv({
      PUBLIC_URL: 'https://stickers.example/',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      RATE_LIMIT_WRITES_PER_CLIENT: '10',
      SERVE_SOURCE_MAPS: 'true',
    });
    expect(env.PUBLIC_URL).toBe('https://stickers.example');
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(env.RATE_LIMIT_WRITES_PER_CLIENT).toBe(10);
    expect(env.SERVE_SOURCE_MAPS).toBe(true);
  });

  it('says what PUBLIC_URL takes when given a path', () => {
    expect(() => readEnv({ PUBLIC_URL: 'https://example.com/sticker' })).toThrow(
      'PUBLIC_URL: an origin, scheme and host only (https://stickers.example), with no path',
    );
  });

  it.each([
    { PORT: 'eighty' },
    { PORT: '70000' },
    { STICKER_API_KEYS: ' , ' },
    { PUBLIC_URL: 'stickers.example' },
    { CORS_ORIGINS: '*' },
    { RATE_LIMIT_WRITES_PER_KEY: '0' },
    { IMAGE_RENDER_CONCURRENCY: '0' },
    { IMAGE_RENDER_QUEUE: '-1' },
    { DATABASE_URL: 'mysql://localhost/stickers' },
    { DATABASE_POOL_SIZE: '0' },
  ])('rejects %j', (source) => {
    expect(() => readEnv(source)).toThrow(/Invalid environment/);
  });
});
