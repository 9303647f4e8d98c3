import { expect, test } from './fixtures';
import { changeBody, type Body } from './support/answers';

test('a search whose pageMap says totalCount 0 while it lists stickers does not tell a screen reader there are none', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await changeBody(page, '**/api/messenger/v1/search?*', (body) => {
    (body.pageMap as Body).totalCount = 0;
  });
  await page.goto('/?q=cat');
  const results = page.getByRole('list', { name: 'Stickers for cat' });
  await expect(results.getByRole('link').first()).toBeVisible();
  // The status under the search box speaks for the list: it must not say the list is empty.
  const status = page.getByRole('main').getByRole('status').filter({ hasText: '“cat”' });
  await expect(status).toHaveCount(1);
  await expect(status).not.toHaveText(/No stickers/);
});
