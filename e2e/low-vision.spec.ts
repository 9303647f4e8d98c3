import { expect, test } from './fixtures';

// People with low vision: a 1280×800 screen zoomed to 200 % (640×400 CSS px at twice the pixels),
// the reflow size of WCAG 1.4.10 (320×256 CSS px, 1280 px at 400 %), text spacing (1.4.12),
// forced colours and reduced motion.

test.describe('at 200 % zoom (1280×800 shown as 640×400 CSS px)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('the suggestion ↓ highlights stays on screen under the sticky search bar', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
    await box.pressSequentially('ca');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const options = list.getByRole('option');
    await expect(options.nth(5)).toBeAttached();
    const count = await options.count();
    for (let i = 0; i < count; i += 1) {
      await box.press('ArrowDown');
      const highlighted = list.getByRole('option', { selected: true });
      await expect(highlighted).toHaveCount(1);
      // The search bar is sticky, so scrolling the page cannot bring the list's foot into view:
      // the list itself must end above the bottom of the screen.
      await expect(
        highlighted,
        `suggestion ${i + 1} of ${count}, "${await highlighted.innerText()}"`,
      ).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  // The service sends a still frame only to a request carrying Sec-CH-Prefers-Reduced-Motion
  // (docs/service.md); Firefox and Safari never send it, Chromium not on a first visit. The page
  // itself knows the preference (the media query matches) but asks for the tiles without it.
  test('animated sticker tiles on /?q=cat are still images, not looping WebP', async ({ page }) => {
    const looping: string[] = [];
    const animatedAnswers: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      if (!new URL(response.url()).pathname.includes('~')) return;
      animatedAnswers.push(
        response.body().then((bytes) => {
          // An animated WebP has an ANIM chunk after its VP8X header.
          if (bytes.subarray(0, 64).includes('ANIM')) looping.push(response.url());
        }),
      );
    });
    await page.goto('/?q=cat');
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
      true,
    );
    const results = page.getByRole('list', { name: 'Stickers for cat' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect.poll(() => animatedAnswers.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await Promise.all(animatedAnswers);
    expect(looping, 'animated tiles answered as looping WebP').toEqual([]);
  });
});
