import { expect, type BrowserContext, type Page } from '@playwright/test';

export function controlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/** First visit installs the worker; the reload after it is the first page it controls. */
export async function installApp(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => controlled(page)).toBe(true);
}

export const offlineStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: "You're offline" });

export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(offlineStatus(page)).toBeVisible();
}
