import { INTERFACE_LOCALES } from '../src/lib/interface-locales';
import { expect, presetSettings, test } from './fixtures';
import { message } from './support/messages';
import { widthNeeded } from './support/select-width';

test.describe('Settings at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const locale of INTERFACE_LOCALES) {
    test(`in ${locale} every select shows its longest option whole`, async ({ page }) => {
      await presetSettings(page, { interfaceLanguage: locale });
      await page.goto('/settings');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const selects = page.getByRole('main').getByRole('combobox');
      await expect(selects).toHaveCount(3);
      for (const select of await selects.all()) {
        const { needed, shown, longest } = await widthNeeded(select);
        expect(needed, `“${longest}” is cut`).toBeLessThanOrEqual(shown);
      }
    });
  }
});

test('in German at 375 px the Country select takes the row and shows its longest option whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await presetSettings(page, { interfaceLanguage: 'de' });
  await page.goto('/settings');
  const country = page.getByRole('combobox', { name: message('de', 'settings.country') });
  const form = page.locator('form').filter({ has: country });
  const [countryBox, formBox] = [await country.boundingBox(), await form.boundingBox()];
  expect(countryBox?.width).toBe(formBox?.width);
  const { needed, shown, longest } = await widthNeeded(country);
  expect(needed, `“${longest}” is cut`).toBeLessThanOrEqual(shown);
});
