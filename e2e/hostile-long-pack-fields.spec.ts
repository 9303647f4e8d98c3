import { expect, test } from './fixtures';

// A server may send a pack's language and category as one long word each.
const LANGUAGE = 'L'.repeat(2000);
const CATEGORY = 'C'.repeat(2000);

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a pack whose language and category are 2,000-character words keeps its page within the screen', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await page.route(`**/api/messenger/v1/package/${pack.packageId}?*`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { body: { package: Record<string, unknown> } };
    json.body.package.language = LANGUAGE;
    json.body.package.packageCategory = CATEGORY;
    await route.fulfill({ response, json });
  });
  await page.goto(`/packs/${pack.packageId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(LANGUAGE)).toBeVisible();
  await expect(page.getByRole('link', { name: CATEGORY })).toBeVisible();

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.screen);
});
