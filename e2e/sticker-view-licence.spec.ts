import { expect, test } from './fixtures';

test('the sticker view credits the artwork’s licence beside its artist, as the pack page does', async ({
  page,
  api,
  userId,
}) => {
  // An OpenMoji pack: CC-BY-SA 4.0, whose attribution names the licence.
  const listed = await api.packNotOwnedBy(userId, { searchText: 'OpenMoji' });
  const pack = (await api.pack(listed.packageId, userId)) as typeof listed & { license?: string };
  const license = pack.license ?? '';
  expect(license, 'the service’s licence of the pack').not.toBe('');

  await page.goto(`/packs/${pack.packageId}`);
  const hero = page
    .getByRole('main')
    .getByRole('paragraph')
    .filter({ hasText: `by ${pack.artistName}` });
  await expect(hero).toContainText(license);

  const sticker = pack.stickers[0];
  if (!sticker) throw new Error('the pack has no stickers');
  await page.goto(`/packs/${pack.packageId}?sticker=${sticker.stickerId}&pack=${pack.packageId}`);
  const view = page.getByRole('dialog');
  await expect(view.getByRole('link', { name: pack.artistName, exact: true })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  // Copy, Download file and Share link hand the artwork on from here: its licence goes with it.
  await expect(view).toContainText(license);
});
