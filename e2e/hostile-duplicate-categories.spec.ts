import { expect, test } from './fixtures';
import { changeBody } from './support/answers';

test('a category the server lists twice is shown once on the Categories page', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await changeBody(page, '**/api/messenger/v1/category', (body) => {
    const list = body.categoryList as unknown[];
    body.categoryList = [...list, ...list.slice(0, 2)];
  });
  await page.goto('/categories');
  const cards = page.getByRole('list', { name: 'Categories' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const names = await cards.allInnerTexts();
  expect(names.length, `cards: ${names.join(', ')}`).toBe(new Set(names).size);
});
