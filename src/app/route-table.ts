import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { cameraKeys, categoryKeys, giftKeys, packKeys, stickerKeys } from '../api/keys';
import type { MessageId } from '../i18n';
import { prefetchPack, prefetchSearch, type Prefetch } from './route-loaders';

type PageLoaders = typeof import('./page-loaders');

/** A page's prefetch from the page-loaders chunk, fetched as the navigation starts. */
const later =
  (name: keyof PageLoaders): Prefetch =>
  async (queryClient, args) =>
    (await import('./page-loaders'))[name](queryClient, args);

export type PageModule = { default: ComponentType };

export type NavEntry = {
  group: Extract<MessageId, `nav.group.${string}`>;
  label: MessageId;
  emoji: string;
  /** Active on this path only, not on the paths below it. */
  end?: boolean;
  /**
   * The query (or key prefix) that holds the page's data for a user: offline, the page is offered
   * in place of one never opened when this has data on the device.
   */
  savedAs?: (userId: string) => QueryKey;
};

export type PageRoute = {
  path: string;
  /** The page's code, a chunk of its own. */
  load: () => Promise<PageModule>;
  /** Starts the page's data request as the navigation starts, beside its code. */
  prefetch?: Prefetch;
  /** Where the main navigation lists the page, if it does. */
  nav?: NavEntry;
};

/**
 * The app's one route table: the router (router.tsx), the main navigation (nav-items.ts) and the
 * tests derive from it; route-table.test.ts fails if another list of the routes appears.
 */
export const pageRoutes: readonly PageRoute[] = [
  {
    path: '/',
    load: () => import('../routes/search'),
    prefetch: prefetchSearch,
    nav: { group: 'nav.group.browse', label: 'nav.search', emoji: '🔎', end: true },
  },
  {
    path: '/categories',
    load: () => import('../routes/categories'),
    prefetch: later('prefetchCategories'),
    nav: {
      group: 'nav.group.browse',
      label: 'nav.categories',
      emoji: '🗂️',
      savedAs: () => categoryKeys.list(),
    },
  },
  {
    path: '/categories/:category',
    load: () => import('../routes/category'),
    prefetch: later('prefetchCategory'),
  },
  {
    path: '/packs/:packageId',
    load: () => import('../routes/pack-detail'),
    prefetch: prefetchPack,
  },
  {
    path: '/my-packs',
    load: () => import('../routes/my-packs'),
    prefetch: later('prefetchMyPacks'),
    nav: {
      group: 'nav.group.mine',
      label: 'nav.myPacks',
      emoji: '🎒',
      savedAs: (userId) => packKeys.list('mine', { userId }),
    },
  },
  {
    path: '/wishlist',
    load: () => import('../routes/wishlist'),
    prefetch: later('prefetchWishlist'),
    nav: {
      group: 'nav.group.mine',
      label: 'nav.wishlist',
      emoji: '💜',
      savedAs: (userId) => packKeys.list('wishlist', { userId }),
    },
  },
  {
    path: '/gifts',
    load: () => import('../routes/gifts'),
    prefetch: later('prefetchGifts'),
    nav: {
      group: 'nav.group.mine',
      label: 'nav.gifts',
      emoji: '🎁',
      savedAs: (userId) => giftKeys.received({ userId }),
    },
  },
  {
    path: '/gifts/sent',
    load: () => import('../routes/sent-gifts'),
    prefetch: later('prefetchSentGifts'),
  },
  {
    path: '/hidden',
    load: () => import('../routes/hidden'),
    prefetch: later('prefetchHidden'),
    nav: {
      group: 'nav.group.mine',
      label: 'nav.hidden',
      emoji: '🙈',
      savedAs: (userId) => packKeys.list('hidden', { userId }),
    },
  },
  {
    path: '/downloads',
    load: () => import('../routes/downloads'),
    prefetch: later('prefetchDownloads'),
    nav: {
      group: 'nav.group.mine',
      label: 'nav.downloads',
      emoji: '📥',
      savedAs: (userId) => packKeys.list('downloads', { userId }),
    },
  },
  {
    path: '/recent',
    load: () => import('../routes/recent'),
    prefetch: later('prefetchRecent'),
    nav: {
      group: 'nav.group.mine',
      label: 'nav.recent',
      emoji: '🕘',
      savedAs: (userId) => packKeys.list('recent', { userId }),
    },
  },
  {
    path: '/sent',
    load: () => import('../routes/sent'),
    prefetch: later('prefetchSent'),
    nav: {
      group: 'nav.group.mine',
      label: 'nav.sent',
      emoji: '📤',
      savedAs: (userId) => stickerKeys.sent({ userId }),
    },
  },
  {
    path: '/camera',
    load: () => import('../routes/camera-ranking'),
    nav: {
      group: 'nav.group.camera',
      label: 'nav.cameraRanking',
      emoji: '🏆',
      end: true,
      // The ranking is everyone's: any saved filter of it opens offline.
      savedAs: () => cameraKeys.packagesAll(),
    },
  },
  {
    path: '/camera/search',
    load: () => import('../routes/camera-search'),
    nav: { group: 'nav.group.camera', label: 'nav.cameraSearch', emoji: '📸' },
  },
  {
    path: '/camera/frequent',
    load: () => import('../routes/camera-frequent'),
    prefetch: later('prefetchFrequent'),
    nav: {
      group: 'nav.group.camera',
      label: 'nav.cameraFrequent',
      emoji: '⭐',
      savedAs: (userId) => cameraKeys.frequent({ userId }),
    },
  },
  {
    path: '/camera/reactions',
    load: () => import('../routes/camera-reactions'),
    prefetch: later('prefetchReactions'),
    nav: {
      group: 'nav.group.camera',
      label: 'nav.cameraReactions',
      emoji: '😄',
      savedAs: () => cameraKeys.reactionsAll(),
    },
  },
  { path: '/settings', load: () => import('../routes/settings') },
  { path: '*', load: () => import('../routes/not-found') },
];
