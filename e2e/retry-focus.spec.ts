import { expect, test } from './fixtures';
import { focusPlace } from './support/app';
import { failureInside } from './support/failure';

// Walkthrough 28: a search the service failed shows Retry. A keyboard user who presses it gets
// the results, and their focus fell to the page's body with the button that had it.

test('after Retry brings a failed search back, keyboard focus is still on the page’s content', async ({
  page,
}) => {
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/messenger/v1/search',
    (route) => (failing ? route.fulfill(failureInside) : route.fallback()),
  );

  await page.goto('/');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
  await box.fill('dog');
  await box.press('Enter');
  const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 30_000 });

  failing = false;
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Stickers for dog' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(retry).toHaveCount(0);

  const focused = () => focusPlace(page);
  await expect.poll(focused).toBe('in main');
});
