import { expect, freshUserId, presetSettings, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

// Rifat Erdogan, Johanna Wellnitz & Laura Dworatschek: a credit longer than two lines of a
// ranking card at 1440 px. Clamped, Chromium drew an Arabic line's ellipsis over “Jo”.
for (const language of ['ar', 'en'] as const) {
  test(`in ${language}, a pack card shows its whole artist credit, every name of it`, async ({
    page,
  }) => {
    await presetSettings(page, {
      userId: freshUserId(`whole-credit-${language}`),
      interfaceLanguage: language,
      lang: language,
    });
    await page.goto('/camera');
    const card = page.getByRole('article').filter({
      has: page.getByRole('link', { name: 'People & Poses 2 · OpenMoji', exact: true }),
    });
    const credit = card.getByRole('paragraph').filter({ hasText: 'Johanna Wellnitz' });
    await expect(credit).toBeVisible();
    await expect(credit).toContainText('Rifat Erdogan, Johanna Wellnitz & Laura Dworatschek');

    const linesCut = await credit.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
    expect(linesCut, 'no line of the credit is cut off (or drawn over by an ellipsis)').toBe(false);
  });
}
