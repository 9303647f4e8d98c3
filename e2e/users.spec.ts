import { expect, freshUserId, test } from './fixtures';
import { navigate, packList, switchUser } from './support/app';

const DEMO = 'demo';

/** Each list page of the current user, with what it shows when that user has nothing there. */
const lists = [
  { link: 'My packs', heading: 'My packs', list: 'My packs', empty: 'No packs yet' },
  { link: 'Wish list', heading: 'Wish list', list: 'Wish list', empty: 'Your wish list is empty' },
  { link: 'Gifts', heading: 'Gifts', list: 'Received gifts', empty: 'No gifts yet' },
  { link: 'Hidden', heading: 'Hidden packs', list: 'Hidden packs', empty: 'Nothing hidden' },
  { link: 'Downloads', heading: 'Downloads', list: 'Downloads', empty: 'No downloads yet' },
  {
    link: 'Recently viewed',
    heading: 'Recently viewed',
    list: 'Recently viewed packs',
    empty: 'No packs viewed yet',
  },
] as const;

test("journey 10: switching userId shows that user's own, empty lists", async ({ page }) => {
  // The demo user's lists have packs (seeded); a new userId starts with none.
  await page.goto('/my-packs');
  await expect(page.getByRole('link', { name: `Settings for ${DEMO}` })).toBeVisible();
  await expect(packList(page, 'My packs').getByRole('listitem').first()).toBeVisible();
  await navigate(page, 'Gifts', 'Gifts');
  await expect(packList(page, 'Received gifts').getByRole('listitem').first()).toBeVisible();

  const stranger = freshUserId('stranger');
  await switchUser(page, stranger);
  for (const { link, heading, list, empty } of lists) {
    await navigate(page, link, heading);
    await expect(page.getByRole('heading', { level: 2, name: empty })).toBeVisible();
    await expect(packList(page, list)).toHaveCount(0);
  }
  await navigate(page, 'Recently sent', 'Recently sent');
  await expect(page.getByRole('heading', { level: 2, name: 'No stickers sent yet' })).toBeVisible();

  // The choice survives a reload, and switching back brings the demo user's packs back.
  await page.reload();
  await expect(page.getByRole('link', { name: `Settings for ${stranger}` })).toBeVisible();
  await switchUser(page, DEMO);
  await navigate(page, 'My packs', 'My packs');
  await expect(packList(page, 'My packs').getByRole('listitem').first()).toBeVisible();
});
