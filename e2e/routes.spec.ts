import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ServiceApi } from './support/api';
import { waitForContent } from './support/app';
import { a11yViolations } from './support/axe';
import {
  applyVariant,
  imagesInViewLoaded,
  saveScreenshot,
  variants,
  type Variant,
} from './support/screenshots';

type RouteCase = {
  name: string;
  path: string | ((api: ServiceApi) => Promise<string>);
  /** What the route shows once loaded, beyond its heading. */
  ready?: (page: Page) => Promise<void>;
};

const firstItemOf = (label: string) => async (page: Page) => {
  await expect(page.getByRole('list', { name: label }).getByRole('listitem').first()).toBeVisible();
};

// Every route, as the demo user (seeded lists, so pages show content rather than empty states).
const routes: RouteCase[] = [
  { name: 'search', path: '/' },
  { name: 'search-results', path: '/?q=cat', ready: firstItemOf('Stickers for cat') },
  { name: 'categories', path: '/categories', ready: firstItemOf('Categories') },
  {
    name: 'category',
    path: async (api) => `/categories/${encodeURIComponent((await api.categories())[0] ?? '')}`,
  },
  {
    name: 'pack',
    path: async (api) => `/packs/${(await api.ranking())[0]?.packageId ?? 0}`,
    ready: async (page) => {
      await expect(page.getByRole('list', { name: /^Stickers in / })).toBeVisible();
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
  { name: 'my-packs', path: '/my-packs', ready: firstItemOf('My packs') },
  { name: 'hidden', path: '/hidden' },
  { name: 'wishlist', path: '/wishlist' },
  { name: 'gifts', path: '/gifts', ready: firstItemOf('Received gifts') },
  { name: 'sent-gifts', path: '/gifts/sent', ready: firstItemOf('Sent gifts') },
  { name: 'downloads', path: '/downloads', ready: firstItemOf('Downloads') },
  { name: 'recent', path: '/recent' },
  { name: 'sent', path: '/sent' },
  { name: 'camera-ranking', path: '/camera', ready: firstItemOf('Ranked packs') },
  {
    name: 'camera-search',
    path: '/camera/search?q=smile',
    ready: firstItemOf('Camera stickers for smile'),
  },
  { name: 'camera-frequent', path: '/camera/frequent' },
  { name: 'camera-reactions', path: '/camera/reactions', ready: firstItemOf('Reaction stickers') },
  { name: 'settings', path: '/settings' },
  { name: 'not-found', path: '/no-such-page' },
];

/**
 * axe runs twice a route: narrow in light and wide in dark covers both layouts (the narrow one has
 * the menu button, the wide one the sidebar) and both colour schemes' contrast. A full run in all
 * four would double the suite's slowest part for little more coverage.
 */
const scanned = (v: Variant) =>
  (v.width < 600 && v.colorScheme === 'light') || (v.width >= 600 && v.colorScheme === 'dark');

for (const route of routes) {
  test(`route ${route.name}: no axe violations; screenshots 375/1280 light/dark`, async ({
    page,
    api,
  }) => {
    const path = typeof route.path === 'string' ? route.path : await route.path(api);
    const [first] = variants;
    if (first) await applyVariant(page, first);
    await page.goto(path);
    // One load a route: width and colour scheme change in place, as when a phone turns or the
    // OS switches to dark mode.
    for (const variant of variants) {
      const label = `${route.name} at ${variant.width} px, ${variant.colorScheme}`;
      await test.step(`show ${label}`, async () => {
        await applyVariant(page, variant);
        const html = page.locator('html');
        if (variant.colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
        else await expect(html).not.toHaveClass(/\bdark\b/);
        await waitForContent(page);
        await route.ready?.(page);
        await imagesInViewLoaded(page);
        await saveScreenshot(page, route.name, variant);
      });
      if (scanned(variant)) {
        const violations = await test.step(`axe ${label}`, () => a11yViolations(page));
        expect.soft(violations, `axe: ${label} (${path})`).toEqual([]);
      }
    }
  });
}
