import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainNav, waitForContent } from './support/app';
import { goOffline, offlineStatus } from './support/offline';

/** WCAG 1.4.12's text spacing, as the bookmarklet people use sets it. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }' +
  ' p { margin-bottom: 2em !important; }';

/**
 * What sets an element apart on screen under forced colours: its text, background, border,
 * outline and weight as the browser forces them. A transparent background shows the page's
 * Canvas, so it counts as the page's colour.
 */
function forcedLook(element: Locator): Promise<string> {
  return element.evaluate((el) => {
    const canvas = getComputedStyle(document.body).backgroundColor;
    const cs = getComputedStyle(el);
    const background = /rgba\(.*, 0\)$/.test(cs.backgroundColor) ? canvas : cs.backgroundColor;
    const border =
      cs.borderTopWidth === '0px'
        ? 'none'
        : `${cs.borderTopWidth} ${cs.borderTopStyle} ${cs.borderTopColor}`;
    const outline = cs.outlineStyle === 'none' ? 'none' : `${cs.outlineWidth} ${cs.outlineStyle}`;
    return [cs.color, background, border, outline, cs.fontWeight, cs.textDecorationLine].join(
      ' | ',
    );
  });
}

/** My packs, loaded, then the browser offline: the offline notice shows over it. */
async function offlineOnMyPacks(page: Page, context: BrowserContext) {
  await page.goto('/my-packs');
  await waitForContent(page);
  await goOffline(context, page);
}

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
    // The list for "ca" itself, typed at once: typed key by key on a busy machine, "c" may be
    // answered first, and its list is replaced (its highlight dropped) when "ca"'s comes.
    const answeredCa = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/v1/search/suggest') &&
        new URL(response.url()).searchParams.get('q') === 'ca',
    );
    await box.fill('ca');
    await answeredCa;
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

test.describe('in forced colours (Windows high contrast)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('the chosen theme in Settings looks different from the others', async ({ page }) => {
    await page.goto('/settings');
    const theme = page.getByRole('group', { name: 'Theme' });
    const label = (name: RegExp) =>
      theme.locator('label').filter({ has: page.getByRole('radio', { name }) });
    await label(/Dark/).click();
    await expect(theme.getByRole('radio', { name: /Dark/ })).toBeChecked();
    expect(await forcedLook(label(/Dark/)), 'Dark (chosen) against Light').not.toBe(
      await forcedLook(label(/Light/)),
    );
  });

  test("the ranking's chosen filters look different from the others", async ({ page }) => {
    await page.goto('/camera?date=Weekly&animated=Y');
    const period = page.getByRole('group', { name: 'Period' });
    const chosen = period.getByRole('button', { name: 'This week' });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(await forcedLook(chosen), 'This week (pressed) against Today').not.toBe(
      await forcedLook(period.getByRole('button', { name: 'Today' })),
    );
  });

  test('the sidebar shows which page is open', async ({ page }) => {
    await page.goto('/camera');
    await waitForContent(page);
    const current = mainNav(page).getByRole('link', { name: 'Ranking' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    expect(await forcedLook(current), 'Ranking (current) against Categories').not.toBe(
      await forcedLook(mainNav(page).getByRole('link', { name: 'Categories' })),
    );
  });

  test('the offline notice keeps an edge, so it does not run into the page under it', async ({
    page,
    context,
  }) => {
    await offlineOnMyPacks(page, context);
    // Its dark pill is forced to the page's own Canvas colour: only a border can outline it.
    expect(await forcedLook(offlineStatus(page).locator('p').first())).not.toMatch(
      /\| none \| none \|/,
    );
  });

  test("a pressed filter chip looks the same under the pointer: the system's colours, not the accent", async ({
    page,
  }) => {
    await page.goto('/camera?date=Weekly&animated=Y');
    const chosen = page
      .getByRole('group', { name: 'Period' })
      .getByRole('button', { name: 'This week' });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    const still = await forcedLook(chosen);
    await chosen.hover();
    // Not adjusted by the browser, its hover fill (the accent) would show under HighlightText.
    await expect.poll(() => forcedLook(chosen), 'This week, hovered').toBe(still);
  });

  test("a pack's Download button keeps an outline, as its neighbours do", async ({
    page,
    userId,
    api,
  }) => {
    const pack = await api.packNotOwnedBy(userId);
    await page.goto(`/packs/${pack.packageId}`);
    const download = page.getByRole('main').getByRole('button', { name: 'Download', exact: true });
    await expect(download).toBeVisible();
    // Its purple fill is forced away; without a border nothing shows where the button is.
    expect(await forcedLook(download)).not.toMatch(/\| none \| none \|/);
  });
});

test.describe('at 320×256 CSS px (1280×1024 at 400 %)', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test('with text spacing, the search page header keeps Settings on screen, without sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/?q=cat');
    await expect(
      page.getByRole('list', { name: 'Stickers for cat' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.addStyleTag({ content: TEXT_SPACING });
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Settings for / }),
    ).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    // Negative where the page reserves its scrollbar's gutter (scrollbar-layout.spec.ts).
    expect(overflow, 'px the page scrolls sideways').toBeLessThanOrEqual(0);
  });

  test('offline, the header and the offline notice leave at least half the screen to the page', async ({
    page,
    context,
  }) => {
    await offlineOnMyPacks(page, context);
    const header = await page.getByRole('banner').boundingBox();
    const notice = await offlineStatus(page).locator('p').first().boundingBox();
    expect(header && notice).toBeTruthy();
    if (!header || !notice) return;
    // Between the sticky header's foot and the fixed notice's top is all the page one can read.
    const between = notice.y - (header.y + header.height);
    expect(
      between,
      'px of the 256 px screen left between header and notice',
    ).toBeGreaterThanOrEqual(128);
  });

  for (const [path, list] of [
    ['/?q=cat', 'Stickers for cat'],
    ['/camera/search?q=smile', 'Camera stickers for smile'],
  ] as const) {
    test(`scrolled down ${path}, the sticky header and search bar leave most of the screen to the results`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(
        page.getByRole('list', { name: list }).getByRole('listitem').first(),
      ).toBeVisible();
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      // The lowest edge of whatever stays stuck to the top of the screen.
      const stuckBottom = await page.evaluate(() =>
        Math.max(
          0,
          ...[...document.querySelectorAll('body *')]
            .filter((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position))
            .map((el) => el.getBoundingClientRect())
            .filter((box) => box.height > 0 && box.top <= 80)
            .map((box) => box.bottom),
        ),
      );
      expect(stuckBottom, 'px of the 256 px screen covered from the top').toBeLessThanOrEqual(128);
    });
  }
});

test.describe('in ordinary colours', () => {
  // Every button took a transparent border for forced colours; in the built CSS
  // .border-transparent comes after .border-line-strong, so a secondary button's edge goes.
  test('a secondary button keeps its visible edge', async ({ page }) => {
    await page.goto('/no-such-page');
    const secondary = page.getByRole('link', { name: 'Browse categories' });
    await expect(secondary).toBeVisible();
    const edge = await secondary.evaluate((el) => {
      const cs = getComputedStyle(el);
      return `${cs.borderTopWidth} ${cs.borderTopStyle} ${cs.borderTopColor}`;
    });
    expect(edge).not.toMatch(/rgba\(0, 0, 0, 0\)$/);
  });
});
