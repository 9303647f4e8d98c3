import { expect, test } from './fixtures';
import { focusPlace } from './support/app';
import { failureInside } from './support/failure';

// As the sticker search does since walkthrough 28 (e2e/retry-focus.spec.ts), the camera search
// that failed shows Retry; a keyboard user who presses it gets the stickers, and focus must stay
// on the page's content rather than fall to the body with the button that had it.

test('after Retry brings a failed camera search back, keyboard focus is still on the page’s content', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/camera/v1/search',
    (route) => (failing ? route.fulfill(failureInside) : route.fallback()),
  );

  await page.goto('/camera/search');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search camera stickers' });
  await box.fill('dog');
  await box.press('Enter');
  const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 30_000 });

  failing = false;
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Camera stickers for dog' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(retry).toHaveCount(0);

  const focused = () => focusPlace(page);
  await expect.poll(focused).toBe('in main');
});
