import { expect, presetSettings, test } from './fixtures';

// The round badge in the header shows the user id's first character. A userId is any string
// (spec, part 4): an emoji or a letter outside the Basic Multilingual Plane is two UTF-16 code
// units, and half of one draws as the replacement glyph "�".
for (const userId of ['👩‍🚀 astro', '𠮷田']) {
  test(`the header badge of user “${userId}” shows a whole first character, not half of one`, async ({
    page,
  }) => {
    await presetSettings(page, { userId });
    await page.goto('/settings');
    const settingsLink = page.getByRole('banner').getByRole('link', { name: /^Settings for / });
    await expect(settingsLink).toContainText(userId);

    const badge = settingsLink.locator('[aria-hidden="true"]').first();
    const shown = await badge.textContent();
    expect(shown, 'no lone surrogate').not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(shown, 'no lone surrogate').not.toMatch(/(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(userId.startsWith(shown ?? '\u0000'), 'the start of the user id').toBe(true);
  });
}
