import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// A phone, the interface and the searches in Turkish.
test.use({
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  locale: 'tr-TR',
});

test('in Turkish, “Işık” typed with a capital I finds the stickers “ışık” finds', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('turkish-capital-i'),
    interfaceLanguage: 'tr',
    lang: 'tr',
  });
  const results = page.getByRole('region', { name: message('tr', 'search.results') });
  const status = results.getByRole('status').first();
  const stickersFor = (q: string) =>
    results.getByRole('list', { name: message('tr', 'search.stickersFor', { q }), exact: true });

  // In lower case the word (light) finds its stickers.
  await page.goto(`/?q=${encodeURIComponent('ışık')}`);
  await expect(stickersFor('ışık').getByRole('listitem').first()).toBeVisible();

  // Turkish writes the capital of ı as I, and a phone keyboard starts a word with a capital.
  await page.goto(`/?q=${encodeURIComponent('Işık')}`);
  await expect(status).toContainText('Işık');
  await expect(status).not.toHaveText(message('tr', 'search.noResults', { q: 'Işık' }));
  await expect(stickersFor('Işık').getByRole('listitem').first()).toBeVisible();
});
