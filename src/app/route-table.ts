import type { ComponentType } from 'react';
import { prefetchPack, prefetchSearch, type Prefetch } from './route-loaders';

type PageLoaders = typeof import('./page-loaders');

/** A page's prefetch from the page-loaders chunk, fetched as the navigation starts. */
const later =
  (name: keyof PageLoaders): Prefetch =>
  async (queryClient, args) =>
    (await import('./page-loaders'))[name](queryClient, args);

export type PageModule = { default: ComponentType };

export type NavEntry = {
  group: 'Browse' | 'My stickers' | 'Camera';
  label: string;
  emoji: string;
  /** Active on this path only, not on the paths below it. */
  end?: boolean;
  /** Offered offline in place of a page never opened on the device: a list people keep. */
  offlineShortcut?: true;
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
    nav: { group: 'Browse', label: 'Search', emoji: '🔎', end: true },
  },
  {
    path: '/categories',
    load: () => import('../routes/categories'),
    prefetch: later('prefetchCategories'),
    nav: { group: 'Browse', label: 'Categories', emoji: '🗂️' },
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
    nav: { group: 'My stickers', label: 'My packs', emoji: '🎒', offlineShortcut: true },
  },
  {
    path: '/wishlist',
    load: () => import('../routes/wishlist'),
    prefetch: later('prefetchWishlist'),
    nav: { group: 'My stickers', label: 'Wish list', emoji: '💜', offlineShortcut: true },
  },
  {
    path: '/gifts',
    load: () => import('../routes/gifts'),
    prefetch: later('prefetchGifts'),
    nav: { group: 'My stickers', label: 'Gifts', emoji: '🎁' },
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
    nav: { group: 'My stickers', label: 'Hidden', emoji: '🙈' },
  },
  {
    path: '/downloads',
    load: () => import('../routes/downloads'),
    prefetch: later('prefetchDownloads'),
    nav: { group: 'My stickers', label: 'Downloads', emoji: '📥' },
  },
  {
    path: '/recent',
    load: () => import('../routes/recent'),
    prefetch: later('prefetchRecent'),
    nav: { group: 'My stickers', label: 'Recently viewed', emoji: '🕘', offlineShortcut: true },
  },
  {
    path: '/sent',
    load: () => import('../routes/sent'),
    prefetch: later('prefetchSent'),
    nav: { group: 'My stickers', label: 'Recently sent', emoji: '📤' },
  },
  {
    path: '/camera',
    load: () => import('../routes/camera-ranking'),
    nav: { group: 'Camera', label: 'Ranking', emoji: '🏆', end: true },
  },
  {
    path: '/camera/search',
    load: () => import('../routes/camera-search'),
    nav: { group: 'Camera', label: 'Search', emoji: '📸' },
  },
  {
    path: '/camera/frequent',
    load: () => import('../routes/camera-frequent'),
    prefetch: later('prefetchFrequent'),
    nav: { group: 'Camera', label: 'Frequently used', emoji: '⭐' },
  },
  {
    path: '/camera/reactions',
    load: () => import('../routes/camera-reactions'),
    prefetch: later('prefetchReactions'),
    nav: { group: 'Camera', label: 'Reactions', emoji: '😄' },
  },
  { path: '/settings', load: () => import('../routes/settings') },
  { path: '*', load: () => import('../routes/not-found') },
];
