import { expect, test } from './fixtures';

test('a shared link paints its styled frame from the HTML alone, with no stylesheet to wait for', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  // Nothing loads but the HTML: the prerendered frame is laid out by what the HTML carries.
  await page.route(/\.(js|css)(\?.*)?$/, (route) => route.abort());
  await page.goto('/?q=cat');
  await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
  await expect(page.getByRole('link', { name: 'Wish list' }).first()).toBeVisible();
  expect(stylesheets).toEqual([]);
});
