import { expect, test } from './fixtures';
import { goOffline, mainButton, offlineStatus } from './support/offline';

// Chromium with site data blocked, and private windows of some browsers, deny IndexedDB. A change
// made offline then lives only in the open page: closed or reloaded before the network returns,
// it is gone. docs/offline.md promises waiting changes survive a reload and are never dropped
// without a word, so the person must be told this one cannot be kept.
test('a wish made offline with IndexedDB denied says it cannot be kept if the page closes', async ({
  page,
  context,
  userId,
  api,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException(
        'Access to the Indexed Database API is denied in this context.',
        'SecurityError',
      );
    };
  });
  const pack = await api.packNotOwnedBy(userId);
  await page.goto(`/packs/${pack.packageId}`);
  await expect(mainButton(page, 'Add to wish list')).toBeVisible();
  await goOffline(context, page);
  await mainButton(page, 'Add to wish list').click();
  await expect(mainButton(page, 'Remove from wish list')).toBeVisible();
  await expect(offlineStatus(page)).toContainText('1 change waits to be sent.');

  await expect(
    page.getByText(/can(no|['’])t be kept|not be kept|not kept|will be lost|be lost if/i).first(),
  ).toBeVisible();
});
