import { expect, test } from './fixtures';

test('Back from a pack returns to the results as they were left, the pressed tile in its place', async ({
  page,
}) => {
  await page.goto('/?q=face');
  const results = page.getByRole('list', { name: 'Stickers for face' });
  await expect(results.getByRole('link').first()).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 1200));
  // Found and pressed in one step, without the scrolling into view a Playwright click would do
  // first: the grid draws the rows of a new scroll position a moment later, and results keep
  // arriving, so a tile found earlier may have been replaced (Chromium follows a detached link as
  // a new page load). Until a row is drawn in view there is nothing to press, and it tries again.
  const pressTileInView = () =>
    page.evaluate(() => {
      const links = document.querySelectorAll<HTMLAnchorElement>(
        '[aria-label="Stickers for face"] a',
      );
      const inView = [...links].find((link) => {
        const box = link.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      if (!inView) return undefined;
      const pressed = { href: inView.getAttribute('href') ?? '', scrollY: window.scrollY };
      inView.click();
      return pressed;
    });
  let pressed: Awaited<ReturnType<typeof pressTileInView>>;
  await expect.poll(async () => (pressed = await pressTileInView())).toBeDefined();
  if (!pressed) throw new Error('No tile was in view to press');
  expect(pressed.scrollY).toBeGreaterThan(500);
  // Where the pressed tile is on the screen, by its link: what a person coming back looks for.
  const tileTop = (href: string) =>
    page.evaluate(
      (wanted) =>
        [...document.querySelectorAll<HTMLAnchorElement>('[aria-label="Stickers for face"] a')]
          .find((link) => link.getAttribute('href') === wanted)
          ?.getBoundingClientRect().top,
      href,
    );

  // A tile opens the sticker's view over the results; its pack link opens the pack.
  await expect(page).toHaveURL(/[?&]sticker=\d+/);
  // Results may still arrive while the view is open, and the browser's scroll anchoring keeps the
  // screen still as they do: what counts is the screen as it was left.
  const leftAt = await tileTop(pressed.href);
  expect(leftAt).toBeDefined();
  // The page's scroll and the grid's height, for the failure message: which of them changed.
  const pageState = () =>
    page.evaluate(() => {
      const grid = document.querySelector<HTMLElement>('[aria-label="Stickers for face"]');
      return `scrollY ${Math.round(window.scrollY)}, grid top ${Math.round(
        (grid?.getBoundingClientRect().top ?? 0) + window.scrollY,
      )}, grid height ${grid?.style.height ?? 'none'}`;
    });
  const left = await pageState();
  // Every scroll from here on, for the failure message: what moved the page, and when.
  await page.evaluate(() => {
    const moves: string[] = [];
    Object.assign(window, { scrollMoves: moves });
    const start = performance.now();
    addEventListener('scroll', () =>
      moves.push(
        `${Math.round(performance.now() - start)} ms: ${Math.round(scrollY)} at ${location.pathname}`,
      ),
    );
  });
  await page.getByRole('dialog').locator('a[href^="/packs/"]').click();
  await expect(page).toHaveURL(/\/packs\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]sticker=\d+/);
  // Within 5 px, a difference no one sees. Larger misses (2–38 px on CI) came from the pack
  // page's smooth scroll running on past the router's restore; that page now jumps instead.
  await expect
    .poll(() => tileTop(pressed?.href ?? ''))
    .toBeCloseTo(leftAt ?? Number.NaN, -1)
    .catch(async (error: unknown) => {
      const moves = await page.evaluate(() =>
        String((window as { scrollMoves?: string[] }).scrollMoves?.join('; ')),
      );
      throw new Error(
        `${String(error)}\nLeft at ${left}; back at ${await pageState()}\nScrolls since: ${moves}`,
      );
    });
});

test('a settled new search is a history entry: Back returns to the previous query', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
  await box.fill('cat');
  await expect(
    page.getByRole('list', { name: 'Stickers for cat' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=cat(&|$)/);
  // A person looks at the results for a moment (longer than the app's 1.5 s for "settled").
  await page.waitForTimeout(1_600);

  await box.fill('dog');
  // The pause searches for it, then Enter asks for the same search: still one entry for dog.
  await expect(page).toHaveURL(/[?&]q=dog(&|$)/);
  await box.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Stickers for dog' }).getByRole('link').first(),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=cat(&|$)/);
  await expect(box).toHaveValue('cat');
  await expect(
    page.getByRole('list', { name: 'Stickers for cat' }).getByRole('link').first(),
  ).toBeVisible();
});
