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

/** An entry of the app's saved cache (src/api/persistence/), as stored. */
export type CacheEntry = { key: string; value: unknown };

/** The entries of the app's saved cache in IndexedDB whose key starts with `prefix`. */
export function cacheEntries(page: Page, prefix: string): Promise<CacheEntry[]> {
  return page.evaluate(
    (prefix) =>
      new Promise<CacheEntry[]>((resolve, reject) => {
        const open = indexedDB.open('sticker-browser-cache');
        // Not made by the app yet: opening it here would make it without the app's store, and
        // every save of the app would then fail.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError'
            ? resolve([])
            : reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve([]);
          const store = db.transaction('query-cache').objectStore('query-cache');
          const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
          const keys = store.getAllKeys(range);
          const values = store.getAll(range);
          values.onsuccess = () => {
            const stored: unknown[] = values.result;
            resolve(keys.result.map((key, i) => ({ key: key as string, value: stored[i] })));
          };
          values.onerror = () => reject(values.error ?? new Error('IndexedDB read failed'));
        };
      }),
    prefix,
  );
}

/** Stores `value` under `key` in the app's saved cache, as a disk fault or another build might. */
export function putCacheEntry(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ([entryKey, entry]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sticker-browser-cache');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const put = open.result.transaction('query-cache', 'readwrite');
          put.objectStore('query-cache').put(entry, entryKey);
          put.oncomplete = () => resolve();
          put.onerror = () => reject(put.error ?? new Error('IndexedDB write failed'));
        };
      }),
    [key, value] as const,
  );
}

/** A saved entry's waiting writes, or none if it holds no list of them. */
export const writesIn = (entry: unknown): { mutationKey?: unknown; state?: unknown }[] => {
  const mutations: unknown = (entry as { clientState?: { mutations?: unknown } } | null)
    ?.clientState?.mutations;
  return Array.isArray(mutations) ? (mutations as { mutationKey?: unknown }[]) : [];
};

/** How many writes wait to be sent in the saved tabs' entries (src/api/persistence/tab-writes.ts). */
export async function savedWriteCount(page: Page): Promise<number> {
  const entries = await cacheEntries(page, 'writes');
  return entries.reduce((count, { value }) => count + writesIn(value).length, 0);
}

/**
 * Installs the app on the pack's page and wishes the pack with the network gone, until the wish
 * is saved as waiting to be sent.
 */
export async function wishSavedOffline(page: Page, context: BrowserContext, packageId: number) {
  await installApp(page, `/packs/${packageId}`);
  await expect(mainButton(page, 'Add to wish list')).toBeVisible();
  await goOffline(context, page);
  await mainButton(page, 'Add to wish list').click();
  await expect(mainButton(page, 'Remove from wish list')).toBeVisible();
  await expect.poll(() => savedWriteCount(page)).toBe(1);
}

/** A button of the page's main content, by its whole name. */
export const mainButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/** The page (tab) a request came from; undefined for the service worker's own. */
export const tabOf = (request: Request) =>
  request.serviceWorker() === null ? request.frame().page() : undefined;
