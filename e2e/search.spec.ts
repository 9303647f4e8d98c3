import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigate, expectPackListed } from './support/app';

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
const results = (page: Page, q: string) => page.getByRole('list', { name: `Stickers for ${q}` });
const tiles = (list: Locator) => list.getByRole('link');

/** Types a tag the way a person does, commits it with Enter and waits for its results. */
async function search(page: Page, q: string) {
  await searchBox(page).fill(q);
  await searchBox(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `stickers for “${q}”` })).toBeVisible();
  const list = results(page, q);
  await expect(tiles(list).first()).toBeVisible();
  return list;
}

/** Every tile shown is named after the keyword it matched: the first ones must carry the tag. */
async function expectTilesMatch(list: Locator, pattern: RegExp) {
  const names = await tiles(list).evaluateAll((links) =>
    links.slice(0, 6).map((link) => link.getAttribute('aria-label') ?? ''),
  );
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(pattern);
}

async function loadedCount(list: Locator): Promise<number> {
  return Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));
}

test('journey 1: search cat in four languages, scroll for more, recent searches survive a reload', async ({
  page,
  userId,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find stickers' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Settings for ${userId}` })).toBeVisible();

  const cats = await search(page, 'cat');
  await expect(page).toHaveURL(/[?&]q=cat(&|$)/);
  await expectTilesMatch(cats, /cat/i);

  // Scrolling to the end of the grid fetches the next page. Cats fit in a few pages that load
  // at once; faces are hundreds.
  const faces = await search(page, 'face');
  const firstPage = await loadedCount(faces);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await loadedCount(faces)).toBeGreaterThan(firstPage);
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));

  const language = page.getByRole('combobox', { name: 'Language' });
  for (const [lang, q] of [
    ['ko', '고양이'],
    ['ja', '猫'],
    ['es', 'gato'],
  ] as const) {
    await language.selectOption(lang);
    await expect(page).toHaveURL(new RegExp(`[?&]lang=${lang}(&|$)`));
    const list = await search(page, q);
    await expectTilesMatch(list, new RegExp(q, 'i'));
  }

  // The tags are kept by the service: after a reload, an empty search box lists them.
  await page.reload();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  const recent = page.getByRole('region', { name: 'Recent searches' });
  for (const tag of ['cat', '고양이', '猫', 'gato']) {
    await expect(recent.getByRole('link', { name: tag, exact: true })).toBeVisible();
  }
  // A recent tag is a shortcut back to its results.
  await recent.getByRole('link', { name: 'cat', exact: true }).click();
  await expect(tiles(results(page, 'cat')).first()).toBeVisible();
});

test('journey 2: open a pack from search; it shows its artist and stickers and is recently viewed', async ({
  page,
  userId,
  api,
}) => {
  await page.goto('/?q=cat');
  const first = tiles(results(page, 'cat')).first();
  await expect(first).toBeVisible();
  await first.click();
  // The sticker's view names its pack; the pack page scrolls to the sticker.
  await page.getByRole('dialog').getByRole('link').first().click();

  await expect(page).toHaveURL(/\/packs\/\d+\?highlight=\d+$/);
  const packageId = Number(/\/packs\/(\d+)/.exec(page.url())?.[1]);
  const pack = await api.pack(packageId, userId);

  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect(page.getByText(`by ${pack.artistName}`, { exact: false })).toBeVisible();
  const stickers = page.getByRole('list', { name: `Stickers in ${pack.packageName}` });
  await expect(stickers.getByRole('listitem')).toHaveCount(pack.stickers.length);
  await expect(
    page.getByRole('heading', { name: `${pack.stickers.length} stickers` }),
  ).toBeVisible();
  const badge = page.getByRole('main').getByText('Animated', { exact: true });
  await expect(badge).toHaveCount(pack.packageAnimated === 'Y' ? 1 : 0);

  await navigate(page, 'Recently viewed', 'Recently viewed');
  await expectPackListed(page, 'Recently viewed packs', pack.packageName);
});

test('journey 2: an animated pack shows the animated badge on the pack and its stickers', async ({
  page,
  userId,
  api,
}) => {
  const [animated] = await api.ranking({ animated: 'Y' });
  if (!animated) throw new Error('The seeded catalogue has no animated pack');
  const pack = await api.pack(animated.packageId, userId);

  await page.goto(`/packs/${pack.packageId}`);
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect(page.getByRole('main').getByText('Animated', { exact: true })).toBeVisible();
  const stickers = page.getByRole('list', { name: `Stickers in ${pack.packageName}` });
  await expect(stickers.getByRole('link', { name: /\(animated\)$/ })).toHaveCount(
    pack.stickers.length,
  );
});

test('scrolling fast to the end of 1,489 results asks for each page once', async ({ page }) => {
  test.setTimeout(120_000);
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Pages of results; the one-row M1 that records the tag after a stay on it is not a page.
    if (url.pathname === '/api/messenger/v1/search' && url.searchParams.get('limit') !== '1') {
      pagesAsked.push(url.searchParams.get('pageNumber') ?? '1');
    }
  });
  await page.goto('/?q=s');
  const end = page.getByText('That’s every sticker for “s”.');
  // The way a flick does it: the window jumps to the end again and again while pages arrive.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 150 });
  }).toPass({ timeout: 90_000, intervals: [0] });
  expect(pagesAsked.length).toBeGreaterThan(20);
  expect(pagesAsked).toEqual([...new Set(pagesAsked)]);
  // Every result loaded, the grid still renders only the rows near the screen.
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThanOrEqual(800);
});

test('a tile focused by the keyboard stays behind when the page is scrolled away from it', async ({
  page,
}) => {
  await page.goto('/?q=s');
  const grid = page.getByRole('list', { name: 'Stickers for s' });
  await grid.getByRole('link').first().focus();
  await page.mouse.move(200, 400);
  const scrolled = () => page.evaluate(() => window.scrollY);
  // Wheeled faster than pages arrive, the page stops at the end of those loaded: wheel on.
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    expect(await scrolled()).toBeGreaterThan(3000);
  }).toPass();
  // The focused tile's row leaves the virtual grid: the page must not be pulled back to it.
  await page.waitForTimeout(500);
  expect(await scrolled()).toBeGreaterThan(3000);
});
