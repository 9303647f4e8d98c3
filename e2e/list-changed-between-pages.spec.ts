import { expect, test } from './fixtures';
import { packList } from './support/app';

// Lists are paged by offset (limit and pageNumber). When the list changes on the service between
// two pages (a wish removed on the person's phone, or in another tab), the next page starts one
// item later: the pack that moved up onto page 1 is on no page the app shows. Each page's pageMap
// says how many items the whole list holds, so the app can tell that the list changed.
test('a wish removed elsewhere between two pages leaves no other wished pack unlisted', async ({
  page,
  api,
  userId,
}) => {
  // Two pages' worth of wishes made one by one, then the list read: slow on a busy machine.
  test.slow();
  const packs = (await api.ranking()).slice(0, 22);
  expect(packs).toHaveLength(22);
  // Each wish goes to the top: the list reads packs[21], packs[20] … packs[0].
  for (const pack of packs) await api.toggleWish(userId, pack.packageId);
  const newestFirst = [...packs].reverse();
  const [newest] = newestFirst;
  if (!newest) throw new Error('No pack to wish');

  await page.goto('/wishlist');
  const list = packList(page, 'Wish list');
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(20);

  // On another device: the newest wish is taken back.
  await api.toggleWish(userId, newest.packageId);

  await page.getByRole('button', { name: /^Load more/ }).click();
  await expect(page.getByRole('button', { name: /^Load more/ })).toHaveCount(0);
  for (const [index, pack] of newestFirst.entries()) {
    if (index === 0) continue;
    await expect(
      list.getByRole('link', { name: pack.packageName, exact: true }),
      `${pack.packageName}, wished #${index + 1} of 22, is listed`,
    ).toHaveCount(1);
  }
});
