import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

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

/**
 * The service worker's next read of `pathname` fails, as a flaky network does just after it
 * returns (Chromium sends a worker's requests through the context's routes). `failed` says
 * whether it has happened yet.
 */
export async function failWorkersNextRead(context: BrowserContext, pathname: string) {
  let failed = false;
  await context.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const request = route.request();
      if (failed || request.method() !== 'GET' || request.serviceWorker() === null) {
        return route.fallback();
      }
      failed = true;
      return route.abort('internetdisconnected');
    },
  );
  return { failed: () => failed };
}

type Listed = { packageList: { packageId: number }[] };

/**
 * The packs in the page's next successful read of the list at `pathname`, as the page received
 * it, from the service or from the service worker's cache.
 */
export async function nextListRead(page: Page, pathname: string): Promise<number[]> {
  const response = await page.waitForResponse(
    (answer) =>
      new URL(answer.url()).pathname === pathname &&
      answer.request().method() === 'GET' &&
      answer.ok(),
  );
  const { body } = (await response.json()) as { body: Listed };
  return body.packageList.map((pack) => pack.packageId);
}

/** How many writes wait to be sent in the saved tabs' entries (src/api/persistence/tab-writes.ts). */
export function savedWriteCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sticker-browser-cache');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve(0);
          const read = db
            .transaction('query-cache')
            .objectStore('query-cache')
            .getAll(IDBKeyRange.bound('writes', 'writes\uffff'));
          read.onsuccess = () => {
            const entries = read.result as { clientState: { mutations: unknown[] } }[];
            resolve(
              entries.reduce((count, entry) => count + entry.clientState.mutations.length, 0),
            );
          };
          read.onerror = () => reject(read.error ?? new Error('IndexedDB read failed'));
        };
      }),
  );
}

/** A button of the page's main content, by its whole name. */
export const mainButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/** The page (tab) a request came from; undefined for the service worker's own. */
export const tabOf = (request: Request) =>
  request.serviceWorker() === null ? request.frame().page() : undefined;
