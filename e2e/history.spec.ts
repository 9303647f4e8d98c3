import { expect, test } from './fixtures';

test('Back from a pack returns to the exact scroll position of the results', async ({ page }) => {
  await page.goto('/?q=face');
  const results = page.getByRole('list', { name: 'Stickers for face' });
  await expect(results.getByRole('link').first()).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 1200));
  // Pressed where it is, without the scrolling into view a Playwright click would do first.
  const scrolled = await results
    .getByRole('link')
    .filter({ visible: true })
    .nth(4)
    .evaluate((tile) => {
      const at = window.scrollY;
      (tile as HTMLElement).click();
      return at;
    });
  expect(scrolled).toBeGreaterThan(500);
  await expect(page).toHaveURL(/\/packs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(results.getByRole('link').first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a settled new search is a history entry: Back returns to the previous query', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search stickers' });
  await box.fill('cat');
  await expect(
    page.getByRole('list', { name: 'Stickers for cat' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=cat(&|$)/);

  await box.fill('dog');
  await box.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Stickers for dog' }).getByRole('link').first(),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=cat(&|$)/);
  await expect(box).toHaveValue('cat');
  await expect(
    page.getByRole('list', { name: 'Stickers for cat' }).getByRole('link').first(),
  ).toBeVisible();
});
