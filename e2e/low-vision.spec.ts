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
