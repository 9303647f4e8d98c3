import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// A phone, where the ranking folds its filters under a one-line summary; Russian, then Turkish.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

for (const locale of ['ru', 'tr'] as const) {
  test(`in ${locale}, the ranking’s folded filters are listed with commas between them, not run together`, async ({
    page,
  }) => {
    await presetSettings(page, {
      userId: freshUserId(`filter-summary-${locale}`),
      interfaceLanguage: locale,
      lang: locale,
    });
    await page.goto('/camera?date=Weekly&animated=Y&category=Food%20%26%20Drink');
    const parts = [
      message(locale, 'camera.period.weekly'),
      message(locale, 'camera.kind.animated'),
      message(locale, 'category.name.foodDrink'),
    ];
    // “За неделю Анимированные Еда и напитки” reads as one phrase: where does a filter end?
    const filters = page.getByRole('button', {
      name: new RegExp(`^${message(locale, 'cameraRanking.filters')}:`),
    });
    // Each filter set off from the next by a comma (or another mark), not by a space alone.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(filters).toHaveAccessibleName(
      new RegExp(
        `^${escape(message(locale, 'cameraRanking.filters'))}: ${parts.map(escape).join('\\s*[,;·]\\s*')}$`,
      ),
    );
  });
}
