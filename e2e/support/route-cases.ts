import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { ServiceApi } from './api';
import { message, type TestLocale } from './messages';

export type RouteCase = {
  name: string;
  path: string | ((api: ServiceApi) => Promise<string>);
  /** The route table's pattern a path found through the API stands for. */
  pattern?: string;
  /** What the route shows once loaded, beyond its heading, in the interface language. */
  ready?: (page: Page, locale: TestLocale) => Promise<void>;
};

const firstItemOf =
  (id: string, values: Record<string, string> = {}) =>
  async (page: Page, locale: TestLocale) => {
    const list = page.getByRole('list', { name: message(locale, id, values) });
    await expect(list.getByRole('listitem').first()).toBeVisible();
  };

// Every route, as the demo user (seeded lists, so pages show content rather than empty states).
export const routes: RouteCase[] = [
  { name: 'search', path: '/' },
  {
    name: 'search-results',
    path: '/?q=cat',
    ready: firstItemOf('search.stickersFor', { q: 'cat' }),
  },
  { name: 'categories', path: '/categories', ready: firstItemOf('nav.categories') },
  {
    name: 'category',
    pattern: '/categories/:category',
    path: async (api) => `/categories/${encodeURIComponent((await api.categories())[0] ?? '')}`,
  },
  {
    name: 'pack',
    pattern: '/packs/:packageId',
    path: async (api) => `/packs/${(await api.ranking())[0]?.packageId ?? 0}`,
    ready: async (page) => {
      await expect(
        page.locator('section[aria-labelledby="stickers-heading"]').getByRole('list'),
      ).toBeVisible();
    },
  },
  {
    name: 'sticker-view',
    path: async (api) => {
      const packageId = (await api.ranking())[0]?.packageId ?? 0;
      const [sticker] = (await api.pack(packageId, 'demo')).stickers;
      return `/packs/${packageId}?sticker=${sticker?.stickerId ?? 0}&pack=${packageId}`;
    },
    ready: async (page) => {
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    },
  },
  {
    name: 'sticker-view-reaction',
    path: async (api) => {
      const [reaction] = await api.reactions();
      return `/camera/reactions?sticker=${reaction?.stickerId ?? 0}&pack=${reaction?.packageId ?? 0}`;
    },
    ready: async (page) => {
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    },
  },
  { name: 'pack-not-found', path: '/packs/99999999' },
  { name: 'my-packs', path: '/my-packs', ready: firstItemOf('nav.myPacks') },
  { name: 'hidden', path: '/hidden' },
  { name: 'wishlist', path: '/wishlist' },
  { name: 'gifts', path: '/gifts', ready: firstItemOf('gifts.listLabel') },
  { name: 'sent-gifts', path: '/gifts/sent', ready: firstItemOf('gift.sent.title') },
  { name: 'downloads', path: '/downloads', ready: firstItemOf('nav.downloads') },
  { name: 'recent', path: '/recent' },
  { name: 'sent', path: '/sent' },
  { name: 'camera-ranking', path: '/camera', ready: firstItemOf('cameraRanking.listLabel') },
  {
    name: 'camera-search',
    path: '/camera/search?q=smile',
    ready: firstItemOf('cameraSearch.listLabel', { q: 'smile' }),
  },
  { name: 'camera-frequent', path: '/camera/frequent' },
  {
    name: 'camera-reactions',
    path: '/camera/reactions',
    ready: firstItemOf('cameraReactions.listLabel'),
  },
  { name: 'settings', path: '/settings' },
  { name: 'not-found', path: '/no-such-page' },
];
