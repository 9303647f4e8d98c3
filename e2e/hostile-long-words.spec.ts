import { expect, freshUserId, test } from './fixtures';
import { changeBody, type Body } from './support/answers';
import { sidewaysScroll } from './support/boxes';

// A server may send one long word (2,000 characters, no spaces) where a name goes: a category,
// a pack's language, a userId ("any format", spec part 4). It wraps; the page keeps to the screen.
const long = (letter: string) => letter.repeat(2000);

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a category with a 2,000-character name keeps the Categories page within the screen', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await changeBody(page, '**/api/messenger/v1/category', (body) => {
    (body.categoryList as { category: string }[])[1] = { category: long('G') };
  });
  await page.goto('/categories');
  const cards = page.getByRole('list', { name: 'Categories' }).getByRole('link');
  await expect(cards.filter({ hasText: long('G') })).toBeVisible();
  expect(await sidewaysScroll(page), 'how far the page scrolls sideways').toBeLessThanOrEqual(0);
});

test('on a phone, a pack whose language and category are 2,000-character words keeps its page within the screen', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await changeBody(page, `**/api/messenger/v1/package/${pack.packageId}?*`, (body) => {
    const pack = body.package as Body;
    pack.language = long('L');
    pack.packageCategory = long('C');
  });
  await page.goto(`/packs/${pack.packageId}`);
  await expect(page.getByText(long('L'))).toBeVisible();
  await expect(page.getByRole('link', { name: long('C') })).toBeVisible();
  expect(await sidewaysScroll(page), 'how far the page scrolls sideways').toBeLessThanOrEqual(0);
});

test('on a phone, a gift whose sender id is a 2,000-character word keeps the Gifts page within the screen', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await api.sendGift(pack.packageId, freshUserId('friend'), userId);
  await changeBody(page, '**/api/messenger/v1/gift/receive/**', (body) => {
    for (const gift of body.packageList as Body[]) gift.sendUserId = long('U');
  });
  await page.goto('/gifts');
  const gift = page.getByRole('list', { name: 'Received gifts' }).getByRole('listitem');
  await expect(gift.getByText(long('U'))).toBeVisible();
  expect(await sidewaysScroll(page), 'how far the page scrolls sideways').toBeLessThanOrEqual(0);
});
