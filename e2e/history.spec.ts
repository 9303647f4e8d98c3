import { expect, test } from './fixtures';

test('Back from a pack returns to the exact scroll position of the results', async ({ page }) => {
  await page.goto('/?q=face');
  const results = page.getByRole('list', { name: 'Stickers for face' });
  await expect(results.getByRole('link').first()).toBeVisible();

  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Let the scroll settle before remembering where it ended.
  await page.waitForTimeout(300);
  const scrolled = await page.evaluate(() => window.scrollY);

  const visibleTile = results.getByRole('link').filter({ visible: true }).nth(4);
  await visibleTile.click();
  await expect(page).toHaveURL(/\/packs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(results.getByRole('link').first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});
