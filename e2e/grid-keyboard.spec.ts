import type { Locator, Page } from '@playwright/test';
import { expect, presetSettings, test } from './fixtures';
import { tabTo } from './support/app';

/** The list item holding the focused element, by its place in the whole list (aria-posinset). */
function focusedPlace(page: Page) {
  return page.evaluate(() =>
    Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset') ?? 0),
  );
}

/** The grid's rows as laid out: from the first row's top to the second's, and how many. */
async function rowsOf(list: Locator) {
  return list.evaluate((grid) => {
    const tops = Array.from(grid.children, (item) => item.getBoundingClientRect().top);
    const first = tops[0] ?? 0;
    return {
      rowHeight: (tops.find((top) => top > first) ?? 0) - first,
      rowCount: new Set(tops).size,
    };
  });
}

/** Tiles in the grid's first row: those as high on the page as the first. */
async function columnsOf(list: Locator) {
  return list.evaluate((grid) => {
    const tops = Array.from(grid.children, (item) => item.getBoundingClientRect().top);
    return tops.filter((top) => top === tops[0]).length;
  });
}

test('the results are one tab stop: Tab enters at the first tile, arrows move between tiles, Tab leaves, Enter opens the tile focused', async ({
  page,
}) => {
  await page.goto('/?q=cat');
  const list = page.getByRole('list', { name: 'Stickers for cat' });
  const tiles = list.getByRole('link');
  await expect(tiles.first()).toBeVisible();
  const columns = await columnsOf(list);
  expect(columns).toBeGreaterThan(2);

  await page.getByRole('main').getByRole('combobox', { name: 'Search stickers' }).focus();
  await tabTo(page, tiles.first(), 10);
  expect(await focusedPlace(page)).toBe(1);

  await page.keyboard.press('ArrowRight');
  expect(await focusedPlace(page)).toBe(2);
  await page.keyboard.press('ArrowDown');
  expect(await focusedPlace(page)).toBe(2 + columns);
  await page.keyboard.press('End');
  expect(await focusedPlace(page)).toBe(2 * columns);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  expect(await focusedPlace(page)).toBe(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const place = 2 + columns;
  expect(await focusedPlace(page)).toBe(place);
  const tile = list.getByRole('listitem').and(list.locator(`[aria-posinset="${place}"]`));
  const name = await tile.getByRole('link').getAttribute('aria-label');
  await expect(page.locator(':focus')).toHaveAccessibleName(name ?? '');

  // One Tab leaves the grid for the next control after it (on this page there is none, so it
  // leaves the page), and one Shift+Tab comes back to the tile.
  await page.keyboard.press('Tab');
  const landed = await list.evaluate((grid) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]',
    );
    const next = Array.from(controls).find(
      (control) =>
        !grid.contains(control) &&
        (grid.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
        control.tabIndex >= 0 &&
        control.checkVisibility(),
    );
    return document.activeElement === (next ?? document.body);
  });
  expect(landed).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await focusedPlace(page)).toBe(place);

  const href = await tile.getByRole('link').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(href).toBeTruthy();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
});

test('in Arabic the results run right to left, and ArrowLeft moves to the next tile', async ({
  page,
}) => {
  await presetSettings(page, { interfaceLanguage: 'ar' });
  await page.goto('/?q=cat');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const tileAt = (place: number) => page.locator(`li[aria-posinset="${place}"]`).getByRole('link');
  await expect(tileAt(1)).toBeVisible();
  const [first, second] = [await tileAt(1).boundingBox(), await tileAt(2).boundingBox()];
  expect(second?.x).toBeLessThan(first?.x ?? 0);

  await tileAt(1).focus();
  await page.keyboard.press('ArrowLeft');
  expect(await focusedPlace(page)).toBe(2);
  await page.keyboard.press('ArrowRight');
  expect(await focusedPlace(page)).toBe(1);
});

test('a tile reached with the arrows is never under the sticky header and search bar', async ({
  page,
}) => {
  await page.goto('/?q=face');
  const list = page.getByRole('list', { name: 'Stickers for face' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await list.getByRole('link').first().focus();
  const presses = [...Array<string>(8).fill('ArrowDown'), ...Array<string>(8).fill('ArrowUp')];
  for (const [press, key] of presses.entries()) {
    await page.keyboard.press(key);
    // The point just inside the focused tile's top edge shows the tile, not what covers it
    // (once a tile scrolled in for the key has been focused).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const focused = document.activeElement;
            if (!focused) return false;
            const box = focused.getBoundingClientRect();
            const seen = document.elementFromPoint(box.left + box.width / 2, box.top + 2);
            return !!seen && focused.contains(seen);
          }),
        { message: `${key}, press ${press + 1}` },
      )
      .toBe(true);
  }
});

test('PageDown and PageUp move focus by the rows the window shows, scrolling tiles in', async ({
  page,
}) => {
  await page.goto('/?q=face');
  const list = page.getByRole('list', { name: 'Stickers for face' });
  await expect(list.getByRole('link').first()).toBeVisible();
  const columns = await columnsOf(list);
  const { rowHeight } = await rowsOf(list);
  const windowHeight = await page.evaluate(() => window.innerHeight);
  await list.getByRole('link').first().focus();

  await page.keyboard.press('PageDown');
  // A tile not rendered yet is scrolled in first, then focused.
  await expect.poll(() => focusedPlace(page)).toBeGreaterThan(1);
  const rows = ((await focusedPlace(page)) - 1) / columns;
  // Whole rows, more than an arrow's one and no more than the window holds.
  expect(Number.isInteger(rows)).toBe(true);
  expect(rows).toBeGreaterThan(1);
  expect(rows * rowHeight).toBeLessThanOrEqual(windowHeight);
  await page.keyboard.press('PageDown');
  await expect.poll(() => focusedPlace(page)).toBe(1 + 2 * rows * columns);
  await expect(page.locator(':focus')).toBeInViewport();
  await page.keyboard.press('PageUp');
  await expect.poll(() => focusedPlace(page)).toBe(1 + rows * columns);
  await page.keyboard.press('PageUp');
  await expect.poll(() => focusedPlace(page)).toBe(1);
});

test('on a pack page opened at a sticker (?highlight=), Tab enters the stickers at that sticker', async ({
  page,
  api,
  userId,
}) => {
  const packageId = (await api.ranking())[0]?.packageId ?? 0;
  const { stickers } = await api.pack(packageId, userId);
  const stickerId = stickers[Math.min(5, stickers.length - 1)]?.stickerId ?? 0;
  await page.goto(`/packs/${packageId}?highlight=${stickerId}`);
  const list = page.getByRole('list', { name: /^Stickers in / });
  await expect(list.getByRole('link').first()).toBeVisible();

  const inList = () => list.evaluate((grid) => grid.contains(document.activeElement));
  for (let press = 0; press < 40 && !(await inList()); press += 1) await page.keyboard.press('Tab');
  await expect(page.locator(`#sticker-${stickerId}`).getByRole('link')).toBeFocused();
});

test('on a pack page PageDown and PageUp move by the rows the window shows', async ({
  page,
  api,
}) => {
  // Narrow and short: the pack's stickers are more rows than the window shows.
  await page.setViewportSize({ width: 600, height: 640 });
  await page.goto(`/packs/${(await api.ranking())[0]?.packageId ?? 0}`);
  const list = page.getByRole('list', { name: /^Stickers in / });
  await expect(list.getByRole('link').first()).toBeVisible();
  const columns = await columnsOf(list);
  const { rowHeight, rowCount } = await rowsOf(list);
  /** The focused tile's place in the pack, from 1. */
  const focusedTile = () =>
    list.evaluate(
      (grid) =>
        Array.from(grid.children).findIndex((item) => item.contains(document.activeElement)) + 1,
    );
  await list.getByRole('link').first().focus();

  await page.keyboard.press('PageDown');
  const rows = ((await focusedTile()) - 1) / columns;
  expect(rowCount).toBeGreaterThan(rows + 1);
  expect(Number.isInteger(rows)).toBe(true);
  expect(rows).toBeGreaterThan(1);
  expect(rows * rowHeight).toBeLessThanOrEqual(640);
  await expect(page.locator(':focus')).toBeInViewport();
  await page.keyboard.press('PageUp');
  expect(await focusedTile()).toBe(1);
});
