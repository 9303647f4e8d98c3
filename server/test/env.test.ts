import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';

describe('readEnv', () => {
  it('has working defaults', () => {
    expect(readEnv({})).toEqual({
      PORT: 8787,
      STICKER_DB: 'data/stickers.db',
      STICKER_API_KEYS: ['local-dev-key'],
    });
  });

  it('reads a port and a comma-separated key list', () => {
    const env = readEnv({ PORT: '9000', STICKER_API_KEYS: ' a, b ,,c ' });
    expect(env.PORT).toBe(9000);
    expect(env.STICKER_API_KEYS).toEqual(['a', 'b', 'c']);
  });

  it.each([{ PORT: 'eighty' }, { PORT: '70000' }, { STICKER_API_KEYS: ' , ' }])(
    'rejects %j',
    (source) => {
      expect(() => readEnv(source)).toThrow(/Invalid environment/);
    },
  );
});
