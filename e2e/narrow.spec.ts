import { expect, test } from './fixtures';
import { waitForContent } from './support/app';
import { saveScreenshot } from './support/screenshots';

// An iPhone SE's screen: the smallest phone the layout is held to.
test.use({ viewport: { width: 375, height: 667 } });

const PAGES = [
  '/categories',
  '/my-packs',
  '/hidden',
  '/wishlist',
  '/gifts',
  '/downloads',
  '/recent',
  '/sent',
  '/camera',
  '/camera/frequent',
  '/camera/reactions',
  '/settings',
  '/no-such-page',
];

test('at 375 px every page has a search box in the header that searches in one tap', async ({
  page,
  api,
}) => {
  const pack = (await api.ranking())[0]?.packageId ?? 0;
  for (const path of [...PAGES, `/packs/${pack}`]) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForContent(page);
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search stickers' });
      await expect(box).toBeInViewport({ ratio: 1 });
      await box.click();
      await expect(box).toBeFocused();
      await page.keyboard.type('cat');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/\?q=cat$/);
      const results = page.getByRole('list', { name: 'Stickers for cat' });
      await expect(results.getByRole('listitem').first()).toBeVisible();
    });
  }
});

test('at 375 px the search pages open with their own search box in view, and no other', async ({
  page,
}) => {
  await page.goto('/camera/search');
  await expect(page.getByRole('banner').getByRole('searchbox')).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('searchbox', { name: 'Search camera stickers' }),
  ).toBeInViewport({ ratio: 1 });

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('searchbox')).toHaveCount(0);
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
  await expect(box).toBeInViewport({ ratio: 1 });
  await box.fill('cat');
  const results = page.getByRole('list', { name: 'Stickers for cat' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
});

test('at 375×667 the ranking folds its filters so the first pack is above the fold', async ({
  page,
}) => {
  await page.goto('/camera?date=Weekly&animated=Y');
  const first = page.getByRole('list', { name: 'Ranked packs' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  expect(box?.y).toBeLessThan(667);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAccessibleName('Filters: This week, Animated');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Period' })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await saveScreenshot(page, 'camera-ranking-filters-open', {
    width: 375,
    height: 667,
    colorScheme: 'light',
  });
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' }).click();
  await expect(filters).toHaveAccessibleName('Filters: Today, Animated');
  await expect(page).toHaveURL(/date=Daily/);
});

test('at 375 px, Tab goes from the Menu button into the menu; Escape closes it and gives focus back', async ({
  page,
}) => {
  await page.goto('/recent');
  await waitForContent(page);
  const button = page.getByRole('button', { name: 'Menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('#mobile-nav');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Tab on past the menu's last link closes it rather than going on under it.
  await page.keyboard.press('Enter');
  await menu.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();
});

test('a pack card reached by Tab has its focus ring round the whole card, not cut round its title', async ({
  page,
}) => {
  await page.goto('/hidden');
  await waitForContent(page);
  const title = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await title.getByRole('link').focus();
  const ring = await title.getByRole('link').evaluate((link) => {
    const card = getComputedStyle(link, '::after');
    return { own: getComputedStyle(link).outlineStyle, card: card.outlineStyle, inset: card.inset };
  });
  expect(ring).toEqual({ own: 'none', card: 'solid', inset: '0px' });
});

test('at 375 px a small text link takes a tap a finger’s width off its text', async ({ page }) => {
  // Where a finger lands on a link: its centre, and just above and below its 20 px of text.
  const takesTaps = async (link: import('@playwright/test').Locator) => {
    const box = await link.boundingBox();
    if (!box) throw new Error('link not on screen');
    const x = box.x + box.width / 2;
    for (const y of [box.y - 10, box.y + box.height / 2, box.y + box.height + 10]) {
      const hit = await page.evaluate(
        ([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.closest('a')?.href ?? null,
        [x, y],
      );
      expect(hit, `a tap at y=${Math.round(y)}`).toBe(
        await link.evaluate((a) => (a as HTMLAnchorElement).href),
      );
    }
  };
  await page.goto('/gifts/sent');
  await takesTaps(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'));
  await page.goto('/');
  await takesTaps(
    page
      .getByRole('main')
      .getByRole('link', { name: /^See all/i })
      .first(),
  );
});

test('a pack’s licence moves to the next line as one piece, not broken at its hyphen', async ({
  page,
}) => {
  // People & Poses 2 (OpenMoji, CC-BY-SA 4.0): its artists' names end a line near the licence.
  await page.goto('/packs/1037');
  await expect(page.getByRole('heading', { level: 1, name: 'People & Poses 2' })).toBeVisible();
  const licence = page.getByText('· CC-BY-SA 4.0');
  await expect(licence).toBeVisible();
  const linesAt = async (width: number) => {
    await page.setViewportSize({ width, height: 667 });
    return licence.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
  };
  for (let width = 320; width <= 440; width += 8) {
    expect(await linesAt(width), `lines of the licence at ${width} px`).toBe(1);
  }
});
