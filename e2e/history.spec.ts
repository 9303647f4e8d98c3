import { expect, test } from './fixtures';

test('Back from a pack returns to the exact scroll position of the results', async ({ page }) => {
  await page.goto('/?q=face');
  const results = page.getByRole('list', { name: 'Stickers for face' });
  await expect(results.getByRole('link').first()).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 1500));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);

  const visibleTile = results.getByRole('link').filter({ visible: true }).nth(4);
  await visibleTile.click();
  await expect(page).toHaveURL(/\/packs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(results.getByRole('link').first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});
