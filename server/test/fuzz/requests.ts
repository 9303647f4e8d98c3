import { createRandom } from '../../src/catalogue/prng';

export interface FuzzRequest {
  method: string;
  path: string;
  apikey: string | null;
}

// Every route's shape (':x' is filled with a generated value), plus paths no route serves.
const SHAPES = [
  '/api/messenger/v1/search',
  '/api/messenger/v1/search/recent',
  '/api/messenger/v1/package/:id',
  '/api/messenger/v1/package/send/:user',
  '/api/messenger/v1/package/recent/:user',
  '/api/messenger/v1/mysticker/:user',
  '/api/messenger/v1/mysticker/hide/:user',
  '/api/messenger/v1/mysticker/hide/:user/:id',
  '/api/messenger/v1/download/:user',
  '/api/messenger/v1/download/:id',
  '/api/messenger/v1/wish/:user',
  '/api/messenger/v1/wish/:id',
  '/api/messenger/v1/gift/receive/:user',
  '/api/messenger/v1/gift/:id/:user/:user',
  '/api/messenger/v1/category',
  '/api/messenger/v1/analytics/send/:id',
  '/api/camera/v1/package',
  '/api/camera/v1/search',
  '/api/camera/v1/sticker/frequently',
  '/api/camera/v1/sticker/reaction',
  '/api/camera/v1/analytics/send/:id',
  '/api/health',
  '/api/images/:user/:user',
  '/api/:user',
  '/api/messenger/:user/:user',
];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'];
const PARAMS = [
  'q',
  'userId',
  'lang',
  'countryCode',
  'limit',
  'pageNumber',
  'isPurchase',
  'price',
  'date',
  'category',
  'animated',
  'country',
  'searchText',
  'packageId',
];
const HOSTILE = [
  '',
  ' ',
  '%00',
  'a%00b',
  '%0A',
  '%7F',
  '%C2%85',
  '%',
  '%zz',
  '%E0%A4%A',
  "'",
  '"',
  ';--',
  "' OR 1=1 --",
  '%25',
  '..',
  '../..',
  '%2F',
  '<script>',
  '\u{1F431}',
  'ÑANDÚ',
  '猫',
  '-1',
  '0',
  '1e9',
  '999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  'Y',
  'n',
  'daily',
  'MONTHLY',
  'en',
  'pt-BR',
  'x_y',
  'ZZZ',
  'US',
  'cat',
  'c',
  '*',
  '%2A',
  '\\',
  'null',
  'undefined',
  '[]',
];
const KEYS = ['test-key', 'test-key', 'test-key', null, '', 'wrong', '%00'];

/** `count` requests, the same ones for the same seed. */
export function fuzzRequests(seed: number, count: number): FuzzRequest[] {
  const random = createRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const value = (): string => {
    const roll = random();
    if (roll < 0.5) return encodeURIComponent(pick(HOSTILE)).replace(/%25([0-9A-Fa-f]{2})/g, '%$1');
    if (roll < 0.7) return String(Math.floor(random() * 10 ** Math.floor(random() * 8)));
    if (roll < 0.85)
      return encodeURIComponent(pick(HOSTILE).repeat(1 + Math.floor(random() * 300)));
    return Array.from(
      { length: 1 + Math.floor(random() * 12) },
      () =>
        `%${Math.floor(random() * 256)
          .toString(16)
          .padStart(2, '0')}`,
    ).join('');
  };
  return Array.from({ length: count }, () => {
    const path = pick(SHAPES).replace(/:\w+/g, () =>
      random() < 0.6 ? String(1 + Math.floor(random() * 7)) : value(),
    );
    const query = Array.from(
      { length: Math.floor(random() * 5) },
      () => `${pick(PARAMS)}=${value()}`,
    );
    return {
      method: pick(METHODS),
      path: query.length ? `${path}?${query.join('&')}` : path,
      apikey: pick(KEYS),
    };
  });
}
