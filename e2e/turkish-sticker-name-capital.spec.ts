import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// A phone, the interface and the searches in Turkish.
test.use({
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  locale: 'tr-TR',
});

test('in Turkish, a sticker named “inek” is shown as “İnek” (dotted capital İ), not “Inek”', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('turkish-sticker-name'),
    interfaceLanguage: 'tr',
    lang: 'tr',
  });
  // The service names the sticker in lower case ("inek", cow); the app gives it a capital.
  await page.goto(`/?q=${encodeURIComponent('inek')}`);
  const results = page.getByRole('list', {
    name: message('tr', 'search.stickersFor', { q: 'inek' }),
  });
  await results.getByRole('link').first().tap();
  // Turkish capitalises i as İ: "Inek" reads as "ınek", another word.
  const view = page.getByRole('dialog');
  await expect(view.getByRole('heading', { level: 2 })).toHaveText(/^İnek/);
  // Its picture is announced with the same name.
  await expect(view.getByRole('img').first()).toHaveAccessibleName(/^İnek/);
});
