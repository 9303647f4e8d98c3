import { expect, freshUserId, presetSettings, test } from './fixtures';

// A French reader tries Indonesian and French in Settings; each toast says so in a sentence of the
// language just chosen, where the language's name is a word of that sentence, not a list label.
test.use({ locale: 'fr-FR' });

test('the toast saying which language the interface now speaks reads as a sentence in it', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('language-changed-toast'),
    interfaceLanguage: 'fr',
  });
  await page.goto('/settings');
  const picker = page.getByRole('combobox', { name: 'Langue de l’interface' });
  await expect(picker).toBeVisible();

  await picker.selectOption('id');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const toasts = page.getByRole('region', { name: /^Notifikasi/ }).getByRole('listitem');
  await expect(toasts.first()).toContainText('Antarmuka kini menggunakan');
  // "bahasa Bahasa Indonesia": the language's name said twice.
  await expect(toasts.first()).not.toContainText(/bahasa Bahasa/i);
  await expect(toasts.first()).toHaveText('Antarmuka kini menggunakan bahasa Indonesia.');

  await page.getByRole('combobox', { name: 'Bahasa antarmuka' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // French writes a language's name in lower case within a sentence: « en français ».
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .first(),
  ).toHaveText('L’interface est maintenant en français.');
});
