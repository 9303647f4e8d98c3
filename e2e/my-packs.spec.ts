import { expect, test } from './fixtures';
import { expectPackListed, expectPackNotListed, navigate, packItem, packList } from './support/app';
import { isolated } from './support/messages';

test('journey 4: hide an owned pack, undo, hide again and recover it from Hidden', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packOwnedBy(userId);
  const name = pack.packageName;

  await page.goto('/my-packs');
  const mine = await expectPackListed(page, 'My packs', name);
  await mine.getByRole('button', { name: `Hide ${name}` }).click();
  await expectPackNotListed(page, name);

  // The toast offers Undo, which puts the pack back.
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText(`“${isolated(name)}” hidden.`)).toBeVisible();
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expectPackListed(page, 'My packs', name);
  await expect(toasts.getByText(`“${isolated(name)}” is back in My packs.`)).toBeVisible();

  await packItem(packList(page, 'My packs'), name)
    .getByRole('button', { name: `Hide ${name}` })
    .click();
  await expectPackNotListed(page, name);

  await navigate(page, 'Hidden', 'Hidden packs');
  const hidden = await expectPackListed(page, 'Hidden packs', name);
  await hidden.getByRole('button', { name: `Recover ${name}` }).click();
  await expectPackNotListed(page, name);
  await expect(page.getByRole('heading', { level: 2, name: 'Nothing hidden' })).toBeVisible();

  await navigate(page, 'My packs', 'My packs');
  await expectPackListed(page, 'My packs', name);
});

test('journey 6: download a free pack; it is in My packs and in Downloads', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await page.goto(`/packs/${pack.packageId}`);
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();

  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByRole('main').getByText('In My packs', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);

  await navigate(page, 'My packs', 'My packs');
  await expectPackListed(page, 'My packs', pack.packageName);
  await navigate(page, 'Downloads', 'Downloads');
  await expectPackListed(page, 'Downloads', pack.packageName);
});

test('journey 4: an Undo whose pack has changed since does nothing and says why', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packOwnedBy(userId);
  const name = pack.packageName;

  await page.goto('/my-packs');
  const mine = await expectPackListed(page, 'My packs', name);
  await mine.getByRole('button', { name: `Hide ${name}` }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  const hiddenToast = toasts
    .getByRole('listitem')
    .filter({ hasText: `“${isolated(name)}” hidden.` });
  await expect(hiddenToast).toBeVisible();

  // Recovered elsewhere in the meantime, its answer still on its way (once it is in, its toast
  // replaces the hide's): undoing the hide now would hide the pack again.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const recovery = `**/api/messenger/v1/mysticker/hide/${userId}/${pack.packageId}`;
  await page.route(recovery, async (route) => {
    if (route.request().method() === 'PUT') await answered;
    await route.continue();
  });
  await navigate(page, 'Hidden', 'Hidden packs');
  const hidden = await expectPackListed(page, 'Hidden packs', name);
  await hidden.getByRole('button', { name: `Recover ${name}` }).click();
  await expectPackNotListed(page, name);
  await hiddenToast.getByRole('button', { name: 'Undo' }).click();

  await expect(
    toasts.getByText(`Nothing to undo: “${isolated(name)}” has changed since.`),
  ).toBeVisible();
  answer();
  await expect(toasts.getByText(`“${isolated(name)}” is back in My packs.`)).toBeVisible();
  await page.unroute(recovery);
  await navigate(page, 'My packs', 'My packs');
  await expectPackListed(page, 'My packs', name);
  expect((await api.myPacks(userId)).map((p) => p.packageId)).toContain(pack.packageId);
  expect((await api.myPacks(userId, true)).map((p) => p.packageId)).not.toContain(pack.packageId);
});
