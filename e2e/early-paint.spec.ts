import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Holds the app's entry script back until `release` is called. */
async function holdAppCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens /?q=cat with the app's code held back, once the early script has painted it. */
async function openEarlyCatSearch(page: Page) {
  const release = await holdAppCode(page);
  await page.goto('/?q=cat');
  await expect(page.getByRole('link', { name: /^cat: open pack/ }).first()).toBeVisible();
  return release;
}

/** Tiles painted by the early script keep their image URLs in data-src; the app's do not. */
const earlyImages = (page: Page) => page.locator('main img[data-src]');

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`a search link shows its first stickers before the app's code, where the app keeps them (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const release = await holdAppCode(page);
    await page.goto('/?q=cat');

    const firstTile = page.getByRole('link', { name: /^cat: open pack/ }).first();
    await expect(firstTile).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('cat');
    await expect(page.getByText(/^[\d,]+ stickers for “cat”$/)).toBeVisible();
    await expect
      .poll(() => firstTile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await earlyImages(page).count()).toBeGreaterThan(0);
    const early = await firstTile.boundingBox();

    release();
    await expect(earlyImages(page)).toHaveCount(0);
    await expect(firstTile).toBeVisible();
    expect(await firstTile.boundingBox()).toEqual(early);

    // The app now runs the page: the tile opens its pack without reloading the document.
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    await firstTile.click();
    await expect(page).toHaveURL(/\/packs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  });
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`a pack link shows the pack's name and artist before the app's code, where the app keeps them (${viewport.width} px)`, async ({
    page,
    api,
    userId,
  }) => {
    const pack = await api.packNotOwnedBy(userId);
    await page.setViewportSize(viewport);
    const release = await holdAppCode(page);
    await page.goto(`/packs/${pack.packageId}`);

    const title = page.getByRole('heading', { level: 1, name: pack.packageName });
    await expect(title).toBeVisible();
    await expect(page.getByText(pack.artistName, { exact: true })).toBeVisible();
    const cover = page.getByRole('img', { name: `${pack.packageName} cover` });
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The actions come with the app.
    await expect(page.getByRole('button', { name: 'Add to wish list' })).toHaveCount(0);
    const early = { title: await title.boundingBox(), cover: await cover.boundingBox() };

    release();
    await expect(page.getByRole('button', { name: 'Add to wish list' })).toBeVisible();
    expect({ title: await title.boundingBox(), cover: await cover.boundingBox() }).toEqual(early);
  });
}

test('the app still starts when the service does not answer the first search', async ({ page }) => {
  await page.route(/\/api\/messenger\/v1\/search\?/, () => undefined);
  await page.goto('/?q=cat');
  // The app owns the page: its settings link works, though the search never answered.
  await page.getByRole('link', { name: /^Settings for / }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a search typed and submitted before the app has started is run once it has', async ({
  page,
}) => {
  const release = await openEarlyCatSearch(page);
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search stickers' });
  await box.fill('dog');
  await box.press('Enter');
  // The early page stays as it was typed: no reload without the query.
  await expect(box).toHaveValue('dog');

  release();
  await expect(page).toHaveURL(/[?&]q=dog(&|$)/);
  await expect(page.getByText(/^[\d,]+ stickers for “dog”$/)).toBeVisible();
  await expect(box).toBeFocused();
});

test('a language picked before the app has started is the one it searches in', async ({ page }) => {
  const release = await openEarlyCatSearch(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');

  release();
  await expect(page).toHaveURL(/[?&]lang=ko(&|$)/);
  await expect(page).toHaveURL(/[?&]q=cat(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('ko');
});

test('a button pressed before the app has started is pressed again once it has', async ({
  page,
}) => {
  const release = await openEarlyCatSearch(page);
  await page.getByRole('button', { name: 'Clear search' }).click();

  release();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('');
});
