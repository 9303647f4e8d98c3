import { expect, test } from './fixtures';
import { inEachInterfaceLanguage } from './support/interface-languages';
import { expectSelectsFit } from './support/select-width';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone, in every interface language, the search page’s language and country selects show their longest options whole, or take the row', async ({
  page,
}) => {
  for await (const locale of inEachInterfaceLanguage(page, '/?q=cat')) {
    const pickers = page
      .getByRole('main')
      .getByRole('combobox')
      .filter({ has: page.locator('option[value="US"], option[value="en"]') });
    await expect(pickers).toHaveCount(2);
    await expectSelectsFit(await pickers.all(), locale);
  }
});
