import { expect, test } from './fixtures';
import { navigate } from './support/app';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The image a tile shows, without the size the grid asked for. */
const artOf = (src: string | null) => (src ?? '').replace(/\?.*$/, '');

test('journey 8: a used reaction sticker shows in Frequently used', async ({ page, userId }) => {
  await page.goto('/camera/frequent');
  await expect(page.getByRole('link', { name: `Settings for ${userId}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nothing used yet' })).toBeVisible();

  await navigate(page, 'Reactions', 'Reactions');
  const reactions = page.getByRole('list', { name: 'Reaction stickers' });
  const third = reactions
    .getByRole('listitem')
    .nth(2)
    .getByRole('link', { name: /: open$/ });
  const art = artOf(await third.getByRole('img').getAttribute('src'));
  const used = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/camera/v1/analytics/send/'),
  );
  await third.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use', exact: true }).click();
  expect((await used).ok()).toBe(true);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await navigate(page, 'Frequently used', 'Frequently used');
  const frequent = page.getByRole('list', { name: 'Frequently used stickers' });
  await expect(frequent.getByRole('listitem')).toHaveCount(1);
  expect(artOf(await frequent.getByRole('img').getAttribute('src'))).toBe(art);
});
