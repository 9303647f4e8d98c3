import { describe, expect, it } from 'vitest';
import {
  cameraKeys,
  categoryKeys,
  giftKeys,
  keyUserId,
  mutationKeys,
  packKeys,
  stickerKeys,
} from './keys';

const userScoped = [
  stickerKeys.search({ userId: 'u1', q: 'cat', lang: 'ko', countryCode: 'KR' }),
  stickerKeys.recentSearches({ userId: 'u1' }),
  stickerKeys.sent({ userId: 'u1' }),
  ...(['mine', 'hidden', 'wishlist', 'downloads', 'recent'] as const).map((kind) =>
    packKeys.list(kind, { userId: 'u1' }),
  ),
  packKeys.detail({ userId: 'u1', packageId: 7 }),
  giftKeys.received({ userId: 'u1' }),
  cameraKeys.packages({
    userId: 'u1',
    date: 'Weekly',
    category: '',
    animated: 'Y',
    country: 'ko',
    searchText: '',
  }),
  cameraKeys.search({ userId: 'u1', lang: 'en', searchText: 'cat' }),
  cameraKeys.frequent({ userId: 'u1' }),
  cameraKeys.reactions({ userId: 'u1', lang: 'ko' }),
];

describe('query keys', () => {
  it.each(userScoped.map((key) => [JSON.stringify(key), key] as const))(
    '%s carries the userId',
    (_name, key) => {
      expect(keyUserId(key)).toBe('u1');
    },
  );

  it('runs from general to specific, so a prefix matches a whole family', () => {
    expect(packKeys.list('mine', { userId: 'u1' }).slice(0, 3)).toEqual(packKeys.listsOf('mine'));
    expect(packKeys.listsOf('mine').slice(0, 2)).toEqual(packKeys.lists());
    expect(packKeys.lists().slice(0, 1)).toEqual(packKeys.all);
    expect(packKeys.detail({ userId: 'u1', packageId: 1 }).slice(0, 2)).toEqual(packKeys.details());
    expect(stickerKeys.search({ userId: 'u', q: 'a', lang: 'en', countryCode: 'US' })[1]).toBe(
      'search',
    );
  });

  it('separates results that differ by user, language or country', () => {
    const a = stickerKeys.search({ userId: 'u1', q: 'cat', lang: 'en', countryCode: 'US' });
    const b = stickerKeys.search({ userId: 'u1', q: 'cat', lang: 'ko', countryCode: 'KR' });
    const c = stickerKeys.search({ userId: 'u2', q: 'cat', lang: 'en', countryCode: 'US' });
    expect(new Set([a, b, c].map((key) => JSON.stringify(key))).size).toBe(3);
  });

  it('leaves categories unscoped: M14 is the same for every user', () => {
    expect(keyUserId(categoryKeys.list())).toBeUndefined();
  });

  it('gives every mutation its own key', () => {
    const all = Object.values(mutationKeys).map((key) => JSON.stringify(key));
    expect(new Set(all).size).toBe(all.length);
  });
});
