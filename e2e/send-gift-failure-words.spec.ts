import { expect, freshUserId, presetSettings, test } from './fixtures';
import { failureInside } from './support/failure';

// Walkthrough 28: when the service fails once while a gift is sent, the dialog quoted the
// service's own English words ("server error: the data could not be read") in a Spanish sentence.

test.use({ locale: 'es-ES' });

test('a gift the service failed to send is told in Spanish, with the friend’s id kept for a retry', async ({
  page,
  api,
}) => {
  const sender = freshUserId('failing-gift');
  await presetSettings(page, { userId: sender, interfaceLanguage: 'es' });
  const friend = freshUserId('friend');
  const pack = await api.packNotOwnedBy(sender);
  const name = pack.packageName;
  let failed = false;
  await page.route(
    (url) => url.pathname.startsWith(`/api/messenger/v1/gift/${pack.packageId}/`),
    async (route) => {
      if (route.request().method() !== 'POST' || failed) return route.fallback();
      failed = true;
      return route.fulfill(failureInside);
    },
  );

  await page.goto(`/packs/${pack.packageId}`);
  await page.getByRole('button', { name: 'Enviar como regalo' }).click();
  const dialog = page.getByRole('dialog', { name: `Enviar «${name}» como regalo` });
  const receiver = dialog.getByRole('textbox', { name: 'ID de usuario de tu amigo' });
  await receiver.fill(friend);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Enviar regalo' }).click();

  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('No se pudo enviar');
  await expect(receiver).toHaveValue(friend);
  // The reason in the interface's words, as every other failure says it.
  await expect(alert).toContainText('El servicio de stickers tuvo un problema');
  await expect(alert).not.toContainText('server error');
});
