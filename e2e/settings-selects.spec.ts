import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inEachInterfaceLanguage } from './support/interface-languages';
import { expectSelectsFit, widthNeeded } from './support/select-width';

/** Settings in each interface language in turn, with its three selects. */
async function* settingsInEachLanguage(page: Page) {
  for await (const locale of inEachInterfaceLanguage(page, '/settings')) {
    const selects = page.getByRole('main').getByRole('combobox');
    await expect(selects).toHaveCount(3);
    yield { locale, selects: await selects.all() };
  }
}

test('at 1280 px, in every interface language, each Settings select shows its longest option whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for await (const { locale, selects } of settingsInEachLanguage(page)) {
    for (const select of selects) {
      const { needed, shown, longest } = await widthNeeded(select);
      expect.soft(needed, `${locale}: “${longest}” is cut`).toBeLessThanOrEqual(shown);
    }
  }
});

test('on a phone, in every interface language, each Settings select shows its longest option whole, or takes the row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for await (const { locale, selects } of settingsInEachLanguage(page)) {
    await expectSelectsFit(selects, locale);
  }
});
