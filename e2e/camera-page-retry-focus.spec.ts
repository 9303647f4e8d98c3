import { expect, test } from './fixtures';
import { focusPlace } from './support/app';

// The service goes away while a person moves between the camera pages: the next page's code does
// not arrive, and the app shows "Can't reach the sticker service" with Retry. A keyboard user
// presses Retry once the service is back; the page comes, and focus must stay on the page's
// content, not fall to the document's body (from where Tab starts again at "Skip to content").

test('after Retry brings back a camera page whose code had not loaded, keyboard focus is on the page, not the body', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  let reachable = true;
  await page.route(
    (url) => /^\/assets\/camera-reactions-[\w-]+\.js$/.test(url.pathname),
    (route) => (reachable ? route.fallback() : route.abort('connectionrefused')),
  );

  await page.goto('/camera/frequent');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently used' })).toBeVisible();

  reachable = false;
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reactions', exact: true })
    .click();
  const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await retry.focus();
  reachable = true;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Reaction stickers' })).toBeVisible();

  const focused = () => focusPlace(page);
  await expect.poll(focused).toBe('in main');
  // Tab from there reaches a reaction, not the skip link and the sidebar first.
  await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('in main');
});
