import { expect, test } from './fixtures';

test('a category the server lists twice is shown once on the Categories page', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await page.route('**/api/messenger/v1/category', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { body: { categoryList: { category: string }[] } };
    const list = json.body.categoryList;
    json.body.categoryList = [...list, ...list.slice(0, 2)];
    await route.fulfill({ response, json });
  });
  await page.goto('/categories');
  const cards = page.getByRole('list', { name: 'Categories' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const names = await cards.allInnerTexts();
  expect(names.length, `cards: ${names.join(', ')}`).toBe(new Set(names).size);
});
