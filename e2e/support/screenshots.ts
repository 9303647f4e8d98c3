import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Kept out of test-results/, which Playwright empties at start; ignored by git (reports/). */
export const screenshotDir = join('reports', 'screenshots-e2e');

export type Variant = { width: number; height: number; colorScheme: 'light' | 'dark' };

/** Narrow phone and desktop, each in light and dark. */
export const variants: readonly Variant[] = [375, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({
    width,
    height: width < 600 ? 812 : 800,
    colorScheme,
  })),
);

export async function applyVariant(page: Page, { width, height, colorScheme }: Variant) {
  await page.setViewportSize({ width, height });
  await page.emulateMedia({ colorScheme });
}

/** Waits for the images in view to finish loading (lazy ones further down stay as they are). */
export async function imagesInViewLoaded(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((image) => image.complete),
  );
}

/** Screenshots are for people to open and judge; a run that nobody looks at (CI) skips them. */
const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** Saves `<name>-<width>-<scheme>.png` (full page) for review when E2E_SCREENSHOTS=1. */
export async function saveScreenshot(page: Page, name: string, variant: Variant): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}-${variant.width}-${variant.colorScheme}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
}
