import { expect, freshUserId, presetSettings, test } from './fixtures';
import { largeText } from './support/boxes';
import { message } from './support/messages';

// A 320 px phone whose browser text size is set to 200 % (Chrome's font size setting), in
// Japanese. Settings' Theme offers three choices side by side, each a pill with an emoji and a
// word.
test.use({ viewport: { width: 320, height: 640 }, locale: 'ja-JP' });

test('with 200 % text at 320 px, each theme choice in Settings holds its word', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('large-text-theme-choices'),
    interfaceLanguage: 'ja',
    lang: 'ja',
  });
  await largeText(page);
  await page.goto('/settings');

  const theme = page.getByRole('group', { name: message('ja', 'settings.theme') });
  for (const id of ['settings.theme.light', 'settings.theme.dark', 'settings.theme.system']) {
    const radio = page.getByRole('radio', { name: message('ja', id) });
    await expect(radio).toBeAttached();
    const pill = theme.locator('label').filter({ has: radio });
    // ライト, ダーク and 自動 each ran past both sides of their pill into the next one, reading
    // ライトダーク自動 (in English, Light, Dark and System do the same).
    expect(
      await pill.evaluate((label) => label.scrollWidth - label.clientWidth),
      `how far “${message('ja', id)}” runs out of its pill`,
    ).toBe(0);
  }
});
