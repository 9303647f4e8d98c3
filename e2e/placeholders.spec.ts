import { expect, test } from './fixtures';
import { waitForContent } from './support/app';
import { inEachInterfaceLanguage } from './support/interface-languages';

// An iPhone SE's screen, as a phone lays it out (no scrollbar taking room).
test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

/** The pages whose fields carry an example in their placeholder. */
const PAGES_WITH_FIELDS = ['/', '/camera/search', '/camera'];

test('on a phone, in every interface language, each text field shows its placeholder whole', async ({
  page,
}) => {
  for (const path of PAGES_WITH_FIELDS) {
    for await (const locale of inEachInterfaceLanguage(page, path)) {
      await waitForContent(page);
      const fields = page.locator('input[placeholder]:visible');
      await expect(fields.first()).toBeVisible();
      const cut = await fields.evaluateAll((inputs: HTMLInputElement[]) =>
        inputs
          .filter((input) => {
            const style = getComputedStyle(input);
            const context = document.createElement('canvas').getContext('2d');
            if (!context) return false;
            context.font = getComputedStyle(input, '::placeholder').font;
            const room =
              input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return context.measureText(input.placeholder).width > room;
          })
          .map((input) => input.placeholder),
      );
      expect.soft(cut, `${locale} ${path}: cut placeholders`).toEqual([]);
    }
  }
});
