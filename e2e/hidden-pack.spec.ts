import { expect, test } from './fixtures';
import { isolated } from './support/messages';

test('a hidden pack says so on its page and is brought back from there', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packOwnedBy(userId);
  await api.toggleHidden(userId, pack.packageId);
  const name = pack.packageName;

  await page.goto(`/packs/${pack.packageId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(main.getByText('In My packs', { exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Hide', exact: true })).toHaveCount(0);

  await main.getByRole('button', { name: 'Show in My packs' }).click();

  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText(`“${isolated(name)}” is back in My packs.`)).toBeVisible();
  await expect(toasts.getByText(`“${isolated(name)}” hidden.`)).toHaveCount(0);
  await expect(main.getByText('In My packs', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Hide', exact: true })).toBeVisible();

  // The service agrees: the pack is in My packs (M6) and no longer in Hidden packs (M7).
  const [mine, hidden] = await Promise.all([api.myPacks(userId), api.myPacks(userId, true)]);
  expect(mine.map((p) => p.packageId)).toContain(pack.packageId);
  expect(hidden.map((p) => p.packageId)).not.toContain(pack.packageId);
});

test('hiding from a pack page says hidden only once the service lists it hidden', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packOwnedBy(userId);
  const name = pack.packageName;

  await page.goto(`/packs/${pack.packageId}`);
  const main = page.getByRole('main');
  await expect(main.getByText('In My packs', { exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Hide', exact: true }).click();

  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText(`“${isolated(name)}” hidden.`)).toBeVisible();
  await expect(main.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Show in My packs' })).toBeVisible();
  const hidden = await api.myPacks(userId, true);
  expect(hidden.map((p) => p.packageId)).toContain(pack.packageId);
});
