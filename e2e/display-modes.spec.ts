import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainNav, tabTo, waitForContent } from './support/app';
import { goOffline, offlineStatus } from './support/offline';

// The display modes people set in their systems: forced colours (Windows high contrast), a dark
// theme, printing. Each test states what a person in that mode sees.

/** WCAG contrast ratio of two opaque `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** How the element marks itself apart from its neighbours: box shadow, outline, border. */
function markOf(element: Locator): Promise<string> {
  return element.evaluate((el) => {
    const cs = getComputedStyle(el);
    const outline = cs.outlineStyle === 'none' ? 'none' : `${cs.outlineWidth} ${cs.outlineStyle}`;
    const border =
      cs.borderTopStyle === 'none' ? 'none' : `${cs.borderTopWidth} ${cs.borderTopStyle}`;
    return `shadow ${cs.boxShadow} | outline ${outline} | border ${border}`;
  });
}

/** Whether the focused element shows a focus indicator forced colours keep (an outline). */
function focusOutline(element: Locator): Promise<string> {
  return element.evaluate((el) => {
    const cs = getComputedStyle(el);
    return cs.outlineStyle === 'none' ? 'none' : `${cs.outlineWidth} ${cs.outlineStyle}`;
  });
}

/** Hides the first pack of My packs: its toast offers Undo. */
async function hideFirstPack(page: Page) {
  await page.goto('/my-packs');
  await waitForContent(page);
  await page.getByRole('main').getByRole('button', { name: /^Hide/ }).first().click();
  const undo = page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  return undo;
}

test.describe('in forced colours (Windows high contrast)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('a pack opened at a sticker (?highlight=) still marks that sticker', async ({
    page,
    userId,
    api,
  }) => {
    const pack = await api.pack((await api.ranking())[0]?.packageId ?? 0, userId);
    const [first, second] = pack.stickers;
    expect(second, 'a pack of at least two stickers').toBeDefined();
    if (!first || !second) return;
    await page.goto(`/packs/${pack.packageId}?highlight=${second.stickerId}`);
    const grid = page.getByRole('list', { name: /^Stickers in / });
    const items = grid.getByRole('listitem');
    await expect(items.nth(1)).toBeVisible();
    // The ring around the sticker the person came for is a box shadow, which forced colours
    // drop: it then looks like every other sticker.
    expect(
      await markOf(items.nth(1)),
      'the highlighted sticker against the one before it',
    ).not.toBe(await markOf(items.nth(0)));
  });

  test("a notice's Undo keeps an edge, so it shows as a button", async ({ page, api, userId }) => {
    await api.packOwnedBy(userId);
    const undo = await hideFirstPack(page);
    // sonner draws the action as a filled box without a border; forced colours replace the
    // fill with the toast's own colour, and Undo reads as a word in the sentence.
    const edge = await undo.evaluate((el) => {
      const cs = getComputedStyle(el);
      return cs.borderTopStyle === 'none' || cs.borderTopWidth === '0px'
        ? 'none'
        : `${cs.borderTopWidth} ${cs.borderTopStyle}`;
    });
    expect(edge, "Undo's border").not.toBe('none');
  });

  test("a notice's Undo reached with the keyboard shows a focus ring", async ({
    page,
    api,
    userId,
  }) => {
    await api.packOwnedBy(userId);
    const undo = await hideFirstPack(page);
    // Alt+T puts focus on the notices; Tab goes on to the toast, its close button, its Undo.
    await page.keyboard.press('Alt+T');
    await tabTo(page, undo, 5);
    await expect(undo).toBeFocused();
    // sonner marks a focused Undo with a box shadow (and turns the outline off), which forced
    // colours drop: nothing shows where focus is.
    expect(await focusOutline(undo), 'outline of the focused Undo').not.toBe('none');
  });
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the suggestion ↓ highlights is outlined at 3:1 or more', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
    await box.fill('ca');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    const active = list.getByRole('option', { selected: true });
    await expect(active).toHaveCount(1);
    // The highlight is the keyboard's place in the list (focus stays in the box): its outline
    // is the only edge it has, the accent (#6d3fe0) on a dark fill.
    const colours = await active.evaluate((el) => ({
      outline: getComputedStyle(el).outlineColor,
      fill: getComputedStyle(el).backgroundColor,
      list: getComputedStyle(el.parentElement ?? el).backgroundColor,
    }));
    expect(
      contrast(colours.outline, colours.fill),
      `outline ${colours.outline} against the option's fill ${colours.fill}`,
    ).toBeGreaterThanOrEqual(3);
    expect(
      contrast(colours.outline, colours.list),
      `outline ${colours.outline} against the list ${colours.list}`,
    ).toBeGreaterThanOrEqual(3);
  });
});

test.describe('printed', () => {
  test('a pack page prints the pack and its artist, without the header, sidebar or offline notice', async ({
    page,
    context,
    userId,
    api,
  }) => {
    const pack = await api.pack((await api.ranking())[0]?.packageId ?? 0, userId);
    await page.goto(`/packs/${pack.packageId}`);
    await waitForContent(page);
    await goOffline(context, page);
    await page.emulateMedia({ media: 'print' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByText(pack.artistName).first()).toBeVisible();
    // On paper the site's search box, user badge and navigation are of no use, and the offline
    // notice is printed over the stickers.
    await expect(page.getByRole('banner'), 'the header').toBeHidden();
    await expect(mainNav(page), 'the sidebar navigation').toBeHidden();
    await expect(offlineStatus(page).locator('p').first(), 'the offline notice').toBeHidden();
  });
});
