import type { Page } from '@playwright/test';
import { expect, presetSettings, test } from './fixtures';
import type { ServiceApi } from './support/api';
import { waitForContent } from './support/app';
import { a11yViolations } from './support/axe';
import { loadingPattern, message, type TestLocale } from './support/messages';
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
        await route.ready?.(page, 'en');
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

/**
 * The same routes with the interface in Arabic (right to left) and Japanese: axe in light at
 * 375 px and in dark at 1280 px (so both colour schemes and both layouts), and a screenshot of
 * each at 375 px in light, to be opened and judged.
 */
for (const locale of ['ar', 'ja'] as const) {
  for (const route of routes) {
    test(`route ${route.name} in ${locale}: no axe violations, light and dark`, async ({
      page,
      api,
    }) => {
      await presetSettings(page, { interfaceLanguage: locale });
      const path = typeof route.path === 'string' ? route.path : await route.path(api);
      const shown = variants.filter(scanned);
      const [first] = shown;
      if (first) await applyVariant(page, first);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const variant of shown) {
        const label = `${route.name} in ${locale} at ${variant.width} px, ${variant.colorScheme}`;
        await test.step(`show ${label}`, async () => {
          await applyVariant(page, variant);
          await waitForContent(page, loadingPattern(locale));
          await route.ready?.(page, locale);
          await imagesInViewLoaded(page);
          await saveScreenshot(page, `${route.name}-${locale}`, variant);
        });
        const violations = await test.step(`axe ${label}`, () => a11yViolations(page));
        expect.soft(violations, `axe: ${label} (${path})`).toEqual([]);
      }
    });
  }
}
