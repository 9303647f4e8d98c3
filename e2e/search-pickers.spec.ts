import { INTERFACE_LOCALES } from '../src/lib/interface-locales';
import { expect, presetSettings, test } from './fixtures';
import { widthNeeded } from './support/select-width';

test.describe('the search page on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const locale of INTERFACE_LOCALES) {
    // A name wider than the phone's row (Vietnamese's for the United Arab Emirates) cannot show
    // whole; its select then takes the whole row, and the open list shows the name.
    test(`in ${locale} the language and country selects show their longest options whole, or take the row`, async ({
      page,
    }) => {
      await presetSettings(page, { interfaceLanguage: locale });
      await page.goto('/?q=cat');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const selects = page.getByRole('main').getByRole('combobox', { includeHidden: false });
      const pickers = selects.filter({
        has: page.locator('option[value="US"], option[value="en"]'),
      });
      await expect(pickers).toHaveCount(2);
      const row = await page.getByRole('main').evaluate((main) => {
        const style = getComputedStyle(main);
        return main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      for (const select of await pickers.all()) {
        const { needed, shown, longest } = await widthNeeded(select);
        expect.soft(Math.min(needed, row), `“${longest}” is cut`).toBeLessThanOrEqual(shown);
      }
    });
  }
});
