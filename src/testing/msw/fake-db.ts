import type { PackageSummary } from '../../api/schemas';
import { IMAGE_ORIGIN } from '../factories';

/** In-memory stand-in for the sticker service's data, read and written by the msw handlers. */

export type FakeSticker = {
  stickerId: number;
  stickerImg: string;
  keyword: string;
  reaction: boolean;
};

export type CatalogPack = Omit<PackageSummary, 'isDownload' | 'isWish'> & {
  stickers: FakeSticker[];
  price: number;
  countryCode: string;
  packageDate: string;
};

export type OwnedPack = {
  packageId: number;
  hidden: boolean;
  isPurchase: boolean;
  position: number;
};

export type FakeGift = {
  packageId: number;
  sendUserId: string;
  receiveUserId: string;
  isReceive: boolean;
  sendDate: string;
  receiveDate: string;
};

export type UserState = {
  owned: OwnedPack[];
  /** Newest first, like the lists the service answers. */
  wishes: number[];
  downloads: number[];
  views: number[];
  sent: number[];
  searches: string[];
  usage: number[];
};

export type FakeDb = {
  apiKeys: string[];
  categories: string[];
  packs: CatalogPack[];
  gifts: FakeGift[];
  users: Map<string, UserState>;
  /** A deterministic clock: each call is one second later. */
  now: () => string;
};

const KEYWORDS = ['cat', 'dog', 'happy', 'sad', 'pizza', 'love', 'wave', 'bye'];
const CATEGORIES = ['Animals', 'Emotions', 'Food'];

export function buildCatalogPack(
  packageId: number,
  overrides: Partial<CatalogPack> = {},
): CatalogPack {
  const keyword = KEYWORDS[(packageId - 1) % KEYWORDS.length] ?? 'cat';
  return {
    packageId,
    packageName: `Pack ${packageId}`,
    packageImg: `${IMAGE_ORIGIN}/packs/${packageId}.png`,
    packageCategory: CATEGORIES[(packageId - 1) % CATEGORIES.length] ?? 'Animals',
    packageKeywords: keyword,
    packageAnimated: packageId % 2 === 0 ? 'Y' : 'N',
    isNew: packageId > 6 ? 'Y' : 'N',
    artistName: `Artist ${packageId}`,
    language: 'English',
    license: 'CC-BY 4.0',
    stickers: [1, 2, 3].map((n) => ({
      stickerId: packageId * 100 + n,
      stickerImg: `${IMAGE_ORIGIN}/stickers/${packageId * 100 + n}.png`,
      keyword,
      reaction: packageId === 7,
    })),
    price: packageId % 3 === 0 ? 1000 : 0,
    countryCode: 'US',
    packageDate: `2026-01-0${Math.min(packageId, 9)}T00:00:00.000Z`,
    ...overrides,
  };
}

export function emptyUser(): UserState {
  return { owned: [], wishes: [], downloads: [], views: [], sent: [], searches: [], usage: [] };
}

export type FakeDbOptions = { packCount?: number; seedDemo?: boolean };

/**
 * Packs 1–8 (stickers n01–n03, keyword by pack: cat, dog, happy, …; pack 7 holds reactions).
 * User 'demo' owns packs 1 and 2, has hidden pack 3, wishes pack 4, downloaded 1–3, and has a
 * pending gift of pack 5 from 'friend'.
 */
export function createFakeDb({ packCount = 8, seedDemo = true }: FakeDbOptions = {}): FakeDb {
  let clock = Date.parse('2026-02-01T00:00:00.000Z');
  const db: FakeDb = {
    apiKeys: ['local-dev-key'],
    categories: [...CATEGORIES],
    packs: Array.from({ length: packCount }, (_, index) => buildCatalogPack(index + 1)),
    gifts: [],
    users: new Map(),
    now: () => new Date((clock += 1000)).toISOString(),
  };
  if (seedDemo) {
    db.users.set('demo', {
      ...emptyUser(),
      owned: [
        { packageId: 1, hidden: false, isPurchase: false, position: 1 },
        { packageId: 2, hidden: false, isPurchase: false, position: 2 },
        { packageId: 3, hidden: true, isPurchase: true, position: 3 },
      ],
      wishes: [4],
      downloads: [3, 2, 1],
    });
    db.gifts.push({
      packageId: 5,
      sendUserId: 'friend',
      receiveUserId: 'demo',
      isReceive: false,
      sendDate: '2026-01-20T00:00:00.000Z',
      receiveDate: '',
    });
  }
  return db;
}

export function userOf(db: FakeDb, userId: string): UserState {
  const found = db.users.get(userId);
  if (found) return found;
  const created = emptyUser();
  db.users.set(userId, created);
  return created;
}

export function packOf(db: FakeDb, packageId: number): CatalogPack | undefined {
  return db.packs.find((pack) => pack.packageId === packageId);
}
