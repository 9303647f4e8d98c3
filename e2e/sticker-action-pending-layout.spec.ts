import { expect, freshUserId, presetSettings, test } from './fixtures';

// A phone, with the image for the clipboard on a slow network.
test.use({
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  permissions: ['clipboard-read', 'clipboard-write'],
});

const cases = [
  { language: 'ru', send: 'Отправить' },
  { language: 'ko', send: '보내기' },
  { language: 'en', send: 'Send' },
] as const;

for (const { language, send } of cases) {
  test(`in ${language} on a phone, pressing Send leaves Send where it was while it is at work`, async ({
    page,
    api,
  }) => {
    await presetSettings(page, {
      userId: freshUserId(`pending-layout-${language}`),
      interfaceLanguage: language,
      lang: language,
    });
    // The PNG for the clipboard is held until the test has measured the pending state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/images\/.*[?&]d=300x300/, async (route) => {
      await held;
      await route.continue();
    });

    const packageId = (await api.ranking())[0]?.packageId ?? 0;
    await page.goto(`/packs/${packageId}`);
    await page.locator('main a[href*="sticker="]').first().tap();
    const view = page.getByRole('dialog');
    const button = view.getByRole('button', { name: send, exact: true });
    await expect(button).toBeVisible();
    const before = await button.boundingBox();
    const viewHeight = (await view.boundingBox())?.height;

    await button.tap();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const during = await button.boundingBox();
    release();

    // The button a person has just pressed does not move from under their finger, and the view
    // does not grow, while the copy runs.
    expect(during?.x).toBeCloseTo(before?.x ?? Number.NaN, 0);
    expect(during?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
    expect((await view.boundingBox())?.height).toBeCloseTo(viewHeight ?? Number.NaN, 0);
    await expect(button).not.toHaveAttribute('aria-busy');
  });
}
