import { INTERFACE_LOCALES } from '../src/lib/interface-locales';
import { expect, SETTINGS_KEY, test } from './fixtures';
import { expectSelectsFit } from './support/select-width';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone, in every interface language, the search page’s language and country selects show their longest options whole, or take the row', async ({
  page,
}) => {
  await page.goto('/?q=cat');
  for (const locale of INTERFACE_LOCALES) {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      SETTINGS_KEY,
      JSON.stringify({ interfaceLanguage: locale }),
    ] as const);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const pickers = page
      .getByRole('main')
      .getByRole('combobox')
      .filter({ has: page.locator('option[value="US"], option[value="en"]') });
    await expect(pickers).toHaveCount(2);
    await expectSelectsFit(await pickers.all(), locale);
  }
});
