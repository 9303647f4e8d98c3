import { expect, freshUserId, presetSettings, test } from './fixtures';
import { failureInside } from './support/failure';
import { tabTo } from './support/app';

test.use({ locale: 'fr-FR' });

test('a pack download the service refuses leaves keyboard focus on Download, not on the body', async ({
  page,
  api,
}) => {
  const userId = freshUserId('download-failure-focus');
  await presetSettings(page, { userId, interfaceLanguage: 'fr', lang: 'fr' });
  const pack = await api.packNotOwnedBy(userId);
  await page.route(
    (url) => url.pathname.startsWith(`/api/messenger/v1/download/${pack.packageId}`),
    (route) => route.fulfill(failureInside),
  );
  await page.goto(`/packs/${pack.packageId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const download = main.getByRole('button', { name: 'Télécharger', exact: true });
  await tabTo(page, download);

  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText(/^Impossible de télécharger/),
  ).toBeVisible();
  await expect(download).toBeVisible();
  // The keyboard user is where they were: Download again, ready to retry.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'))
    .not.toBe('BODY');
  await expect(download).toBeFocused();
});
