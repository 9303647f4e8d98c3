import { expect, presetSettings, test } from './fixtures';
import { waitForContent } from './support/app';
import { a11yViolations } from './support/axe';
import { loadingPattern } from './support/messages';
import { routes } from './support/route-cases';
import {
  applyVariant,
  imagesInViewLoaded,
  saveScreenshot,
  variants,
  type Variant,
} from './support/screenshots';

// Each test opens one route for a user of its own: the file is half the suite's time, so its
// tests are shared out among the workers rather than all run by one.
test.describe.configure({ mode: 'parallel' });

/**
 * axe runs twice a route: narrow in light and wide in dark covers both layouts (the narrow one has
 * the menu button, the wide one the sidebar) and both colour schemes' contrast. A full run in all
 * four would double the suite's slowest part for little more coverage.
 */
const scanned = (v: Variant) =>
  (v.width < 600 && v.colorScheme === 'light') || (v.width >= 600 && v.colorScheme === 'dark');

for (const route of routes) {
  test(`route ${route.name}: no axe violations; screenshots 375/1280 light/dark`, async ({
    page,
    api,
  }) => {
    const path = typeof route.path === 'string' ? route.path : await route.path(api);
    const [first] = variants;
    if (first) await applyVariant(page, first);
    await page.goto(path);
    // One load a route: width and colour scheme change in place, as when a phone turns or the
    // OS switches to dark mode.
    for (const variant of variants) {
      const label = `${route.name} at ${variant.width} px, ${variant.colorScheme}`;
      await test.step(`show ${label}`, async () => {
        await applyVariant(page, variant);
        const html = page.locator('html');
        if (variant.colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
        else await expect(html).not.toHaveClass(/\bdark\b/);
        await waitForContent(page);
        await route.ready?.(page, 'en');
        await imagesInViewLoaded(page);
        await saveScreenshot(page, route.name, variant);
      });
      if (scanned(variant)) {
        const violations = await test.step(`axe ${label}`, () => a11yViolations(page));
        expect.soft(violations, `axe: ${label} (${path})`).toEqual([]);
      }
    }
  });
}

/**
 * The same routes with the interface in Arabic (right to left) at 375 px in light, where a phone's
 * layout meets the mirrored one, and in Japanese at 1280 px in dark: each language once, and
 * between them both layouts and both colour schemes (English has all four above). Scanning each
 * language in both took a sixth of the e2e suite's time for no finding of its own.
 */
const shownIn = {
  ar: (v: Variant) => v.width < 600 && v.colorScheme === 'light',
  ja: (v: Variant) => v.width >= 600 && v.colorScheme === 'dark',
} as const;

for (const locale of ['ar', 'ja'] as const) {
  for (const route of routes) {
    test(`route ${route.name} in ${locale}: no axe violations`, async ({ page, api }) => {
      await presetSettings(page, { interfaceLanguage: locale });
      const path = typeof route.path === 'string' ? route.path : await route.path(api);
      const shown = variants.filter(shownIn[locale]);
      const [first] = shown;
      if (first) await applyVariant(page, first);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const variant of shown) {
        const label = `${route.name} in ${locale} at ${variant.width} px, ${variant.colorScheme}`;
        await test.step(`show ${label}`, async () => {
          await applyVariant(page, variant);
          await waitForContent(page, loadingPattern(locale));
          await route.ready?.(page, locale);
          await imagesInViewLoaded(page);
          await saveScreenshot(page, `${route.name}-${locale}`, variant);
        });
        const violations = await test.step(`axe ${label}`, () => a11yViolations(page));
        expect.soft(violations, `axe: ${label} (${path})`).toEqual([]);
      }
    });
  }
}
