import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, presetSettings, test } from './fixtures';
import { boxOf } from './support/boxes';
import { waitForContent } from './support/app';
import { loadingPattern, message, type TestLocale } from './support/messages';
import { imagesInViewLoaded, saveScreenshot } from './support/screenshots';
import { routes } from './support/route-cases';

const AUTONYMS = { ja: '日本語', ar: 'العربية', de: 'Deutsch' } as const;

/** Marks the document: the mark is gone if the page reloads. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
}

for (const [locale, autonym] of Object.entries(AUTONYMS) as [TestLocale, string][]) {
  test(`choosing ${locale} in Settings switches the interface at once`, async ({ page }) => {
    const dir = locale === 'ar' ? 'rtl' : 'ltr';
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await markDocument(page);

    await page.getByRole('combobox', { name: 'Interface language' }).selectOption(locale);

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', locale);
    await expect(html).toHaveAttribute('dir', dir);
    await expect(html).toHaveAttribute('data-same-document', '');
    await expect(
      page.getByText(message(locale, 'settings.interfaceLanguage.changed', { name: autonym })),
    ).toBeVisible();
    const title = message(locale, 'settings.title');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(message(locale, 'app.titleOfPage', { title }));
    const nav = page.getByRole('navigation', { name: message(locale, 'nav.main') });
    for (const id of ['nav.search', 'nav.myPacks', 'nav.wishlist', 'nav.cameraReactions'])
      await expect(nav.getByRole('link', { name: message(locale, id) }).first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: message(locale, 'settings.save') }),
    ).toBeVisible();

    // Kept: the next visit opens in the language chosen.
    await page.goto('/my-packs');
    await expect(html).toHaveAttribute('lang', locale);
    await expect(
      page.getByRole('heading', { level: 1, name: message(locale, 'nav.myPacks') }),
    ).toBeVisible();
  });
}

test('Arabic lays the page out from the right: header, sidebar, shelves and their controls', async ({
  page,
}) => {
  await presetSettings(page, { interfaceLanguage: 'ar' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const banner = page.getByRole('banner');
  const home = await boxOf(banner.getByRole('link').first());
  const settings = await boxOf(banner.getByRole('link').last());
  expect(home.x, 'the logo stands at the right').toBeGreaterThan(settings.x);

  const sidebar = await boxOf(page.getByRole('navigation', { name: message('ar', 'nav.main') }));
  const main = await boxOf(page.getByRole('main'));
  expect(sidebar.x, 'the sidebar is right of the content').toBeGreaterThan(main.x);

  const shelf = page.getByRole('list', { name: message('ar', 'camera.ranking.title') });
  const firstBox = await boxOf(shelf.getByRole('listitem').nth(0));
  const secondBox = await boxOf(shelf.getByRole('listitem').nth(1));
  expect(firstBox.x, 'a shelf runs from right to left').toBeGreaterThan(secondBox.x);
  // Its controls mirror too: "next" stands on the left, where the row goes on, and moves it there.
  const row = { row: message('ar', 'camera.ranking.title') };
  const next = page.getByRole('button', { name: message('ar', 'shelf.next', row) });
  const previous = page.getByRole('button', { name: message('ar', 'shelf.previous', row) });
  expect((await boxOf(next)).x, 'next is left of previous').toBeLessThan((await boxOf(previous)).x);
  await next.click();
  await expect(previous).toBeEnabled();
  await expect
    .poll(() => shelf.evaluate((list) => list.scrollLeft), { message: 'the row moved leftwards' })
    .toBeLessThan(0);

  await page.setViewportSize({ width: 375, height: 812 });
  const menu = await boxOf(banner.getByRole('button').first());
  const logo = await boxOf(banner.getByRole('link').first());
  expect(menu.x, 'the menu button leads at the right').toBeGreaterThan(logo.x);
});

test('a browser whose first language is Korean opens in Korean', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'ko-KR', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(
    page.getByRole('heading', { level: 1, name: message('ko', 'search.title') }),
  ).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: message('ko', 'search.formLabel') }),
  ).toBeVisible();
  await context.close();
});

// Every pattern of the route table (src/app/route-table.ts) must have a case in support/route-cases.ts.
const routeTable = readFileSync(new URL('../src/app/route-table.ts', import.meta.url), 'utf8');
const patterns = [...routeTable.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? '');

test('the route cases cover every route of the route table', () => {
  const paths = routes.map((route) => (typeof route.path === 'string' ? route.path : ''));
  const covered = (pattern: string) =>
    pattern === '*'
      ? routes.some((route) => route.name === 'not-found')
      : routes.some((route) => route.pattern === pattern) ||
        paths.some((path) => path.split('?')[0] === pattern);
  expect(patterns.length).toBeGreaterThan(10);
  expect(patterns.filter((pattern) => !covered(pattern))).toEqual([]);
});

test.describe('German at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const route of routes) {
    test(`route ${route.name} has no horizontal overflow`, async ({ page, api }) => {
      await presetSettings(page, { interfaceLanguage: 'de' });
      const path = typeof route.path === 'string' ? route.path : await route.path(api);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await waitForContent(page, loadingPattern('de'));
      await route.ready?.(page, 'de');
      await imagesInViewLoaded(page);
      await saveScreenshot(page, `${route.name}-de`, {
        width: 375,
        height: 812,
        colorScheme: 'light',
      });
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${path} is wider than the screen`).toBeLessThanOrEqual(widths.view);
    });
  }
});
