import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigate, packItem, packList } from './support/app';
import {
  failWorkersNextRead,
  goOffline,
  installApp,
  mainButton,
  nextListRead,
} from './support/offline';

// The rest of the suite blocks service workers (playwright.config.ts); offline journeys run
// with the app's worker, as a person's installed app does.
test.use({ serviceWorkers: 'allow' });

const WAITING = 'Waiting to send';

/**
 * Back online, the worker's first read of the list at `listPath` fails: the page must still get
 * the service's list, never the worker's copy saved before the write. Once the service has the
 * write (`serviceHasIt`), the listed `item` stays and its waiting mark goes.
 */
async function reconnect(
  page: Page,
  context: BrowserContext,
  {
    listPath,
    packageId,
    item,
    serviceHasIt,
  }: {
    listPath: string;
    packageId: number;
    item: Locator;
    serviceHasIt: () => Promise<boolean>;
  },
) {
  const flaky = await failWorkersNextRead(context, listPath);
  const listAfterWrite = nextListRead(page, listPath);
  await context.setOffline(false);
  await expect.poll(serviceHasIt).toBe(true);
  expect(await listAfterWrite).toContain(packageId);
  expect(flaky.failed()).toBe(true);
  await expect(item.getByText(WAITING)).toBeHidden();
  await expect(item).toBeVisible();
}

/**
 * Installs the app on the pack's page, opens `list` (empty so far) and comes back: both pages
 * have been seen online, as a person's would have before the network goes.
 */
async function openPackAndList(
  page: Page,
  pack: { packageId: number; packageName: string },
  { list, empty }: { list: string; empty: string },
) {
  const packHeading = page.getByRole('heading', { level: 1, name: pack.packageName });
  await installApp(page, `/packs/${pack.packageId}`);
  await expect(packHeading).toBeVisible();
  await navigate(page, list, list);
  await expect(page.getByRole('heading', { level: 2, name: empty })).toBeVisible();
  await page.goBack();
  await expect(packHeading).toBeVisible();
}

// Every step after going offline is a navigation inside the open app: none reloads the page.
test('a pack wished offline is on the Wish list page at once, marked waiting until the service has it', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await openPackAndList(page, pack, { list: 'Wish list', empty: 'Your wish list is empty' });

  await goOffline(context, page);
  await mainButton(page, 'Add to wish list').click();
  await expect(mainButton(page, 'Remove from wish list')).toHaveAccessibleDescription(WAITING);

  await navigate(page, 'Wish list', 'Wish list');
  const item = packItem(packList(page, 'Wish list'), pack.packageName);
  await expect(item).toBeVisible();
  await expect(item.getByText(WAITING)).toBeVisible();
  expect((await api.pack(pack.packageId, userId)).isWish).toBe('N');

  await reconnect(page, context, {
    listPath: `/api/messenger/v1/wish/${userId}`,
    packageId: pack.packageId,
    item,
    serviceHasIt: async () => (await api.pack(pack.packageId, userId)).isWish === 'Y',
  });
});

test('a pack hidden offline is among Hidden packs at once, marked waiting until the service has it', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await api.download(userId, pack.packageId);
  await installApp(page, '/hidden');
  await expect(page.getByRole('heading', { level: 2, name: 'Nothing hidden' })).toBeVisible();
  await navigate(page, 'My packs', 'My packs');
  const hide = mainButton(page, `Hide ${pack.packageName}`);
  await expect(hide).toBeVisible();

  await goOffline(context, page);
  await hide.click();
  await expect(packItem(packList(page, 'My packs'), pack.packageName)).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Hidden packs' }).click();
  const item = packItem(packList(page, 'Hidden packs'), pack.packageName);
  await expect(item).toBeVisible();
  await expect(item.getByText(WAITING)).toBeVisible();
  expect((await api.myPacks(userId, true)).map((listed) => listed.packageId)).not.toContain(
    pack.packageId,
  );

  await reconnect(page, context, {
    listPath: `/api/messenger/v1/mysticker/hide/${userId}`,
    packageId: pack.packageId,
    item,
    serviceHasIt: async () =>
      (await api.myPacks(userId, true)).some((listed) => listed.packageId === pack.packageId),
  });
});

test('a pack downloaded offline is owned at once and in My packs, marked waiting until the service has it', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await openPackAndList(page, pack, { list: 'My packs', empty: 'No packs yet' });

  await goOffline(context, page);
  await mainButton(page, 'Download').click();
  await expect(page.getByRole('main').getByText('In My packs', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(WAITING)).toBeVisible();

  await navigate(page, 'My packs', 'My packs');
  const item = packItem(packList(page, 'My packs'), pack.packageName);
  await expect(item).toBeVisible();
  await expect(item.getByText(WAITING)).toBeVisible();
  expect(await api.myPacks(userId)).toEqual([]);

  await reconnect(page, context, {
    listPath: `/api/messenger/v1/mysticker/${userId}`,
    packageId: pack.packageId,
    item,
    serviceHasIt: async () =>
      (await api.myPacks(userId)).some((listed) => listed.packageId === pack.packageId),
  });
});
