import { expect, test } from './fixtures';

// A server may name a category with one long word (2,000 characters, no spaces).
const LONG = 'G'.repeat(2000);

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a category with a 2,000-character name does not make the Categories page scroll sideways', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await page.route('**/api/messenger/v1/category', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { body: { categoryList: { category: string }[] } };
    json.body.categoryList[1] = { category: LONG };
    await route.fulfill({ response, json });
  });
  await page.goto('/categories');
  const cards = page.getByRole('list', { name: 'Categories' }).getByRole('link');
  await expect(cards.filter({ hasText: LONG })).toBeVisible();

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.screen);
});
