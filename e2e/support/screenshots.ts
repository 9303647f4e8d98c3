import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Kept out of test-results/, which Playwright empties at start; ignored by git (reports/). */
export const screenshotDir = join('reports', 'screenshots-e2e');

export const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
export const colorSchemes = ['light', 'dark'] as const;

/**
 * Saves `<name>-<width>-<scheme>.png` for both widths and colour schemes. `open` loads the route
 * and waits until its content shows; it runs once per variant so every shot is a fresh render.
 */
export async function screenshotRoute(
  page: Page,
  name: string,
  open: () => Promise<void>,
): Promise<string[]> {
  mkdirSync(screenshotDir, { recursive: true });
  const saved: string[] = [];
  for (const viewport of viewports) {
    for (const colorScheme of colorSchemes) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await open();
      const path = join(screenshotDir, `${name}-${viewport.width}-${colorScheme}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      saved.push(path);
    }
  }
  await page.emulateMedia({ colorScheme: null });
  return saved;
}
