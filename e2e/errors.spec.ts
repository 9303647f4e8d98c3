import { expect, freshUserId, presetSettings, test } from './fixtures';
import { expectPackListed, expectPackNotListed, navigate, packItem, packList } from './support/app';

test('journey 9: a wrong API key shows the 9000 screen, with the way to fix it', async ({
  page,
}) => {
  // Not the userId fixture: its settings would be stored first and this key never read.
  await presetSettings(page, { userId: freshUserId('wrong key'), apiKey: 'not-a-key' });
  await page.goto('/my-packs');
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', {
      name: "The sticker service does not recognise this app's API key",
    }),
  ).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Open settings' })).toBeVisible();
  // A wrong key will not pass on a second try: no Retry that cannot help.
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  // The way out the screen offers: Settings, where emptying the key restores the build's key.
  await alert.getByRole('link', { name: 'Open settings' }).click();
  await page.getByRole('textbox', { name: 'API key (optional)' }).fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await navigate(page, 'My packs', 'My packs');
  await expect(page.getByRole('heading', { level: 2, name: 'No packs yet' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('journey 9: the service stops, the app shows the error screen, then recovers by itself', async ({
  page,
  userId,
  secondService,
  secondApi: api,
}) => {
  const pack = await api.packOwnedBy(userId);
  const name = pack.packageName;

  await page.goto(`${secondService.url}/?q=cat`);
  await expect(
    page.getByRole('list', { name: 'Stickers for cat' }).getByRole('link').first(),
  ).toBeVisible();
  await navigate(page, 'My packs', 'My packs');
  const mine = await expectPackListed(page, 'My packs', name);

  await secondService.stop();

  // Hiding while the service is down is kept: the pack moves at once, the bar says the service
  // is out of reach and that the change waits, and it is sent once the service is back.
  await mine.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Can't reach the sticker service" }),
  ).toContainText('1 change waits to be sent.');
  await expect(packItem(packList(page, 'My packs'), name)).toHaveCount(0);

  // A search not made before shows the error screen, with Retry.
  await navigate(page, 'Search', 'Find stickers');
  await page.getByRole('main').getByRole('combobox', { name: 'Search stickers' }).fill('dog');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: "Can't reach the sticker service" })).toBeVisible(
    {
      timeout: 30_000,
    },
  );

  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();

  await secondService.start();
  // No press needed: the screen retries by itself while the page is visible.
  await expect(
    page.getByRole('list', { name: 'Stickers for dog' }).getByRole('link').first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The waiting hide reached the service (its next try, at most 30 s after the last), and no
  // list is left wrong: the pack is hidden, on the server and on screen.
  await expect
    .poll(async () => (await api.myPacks(userId, true)).map((p) => p.packageId), {
      timeout: 45_000,
    })
    .toContain(pack.packageId);
  expect((await api.myPacks(userId)).map((p) => p.packageId)).not.toContain(pack.packageId);
  await expect(page.getByRole('status').filter({ hasText: 'waits to be sent' })).toHaveCount(0);
  await navigate(page, 'Hidden', 'Hidden packs');
  await expectPackListed(page, 'Hidden packs', name);
  await navigate(page, 'My packs', 'My packs');
  await expectPackNotListed(page, name);
});

test('journey 9: a page not yet visited during an outage says the service is out of reach, then loads by itself', async ({
  page,
  secondService,
}) => {
  await page.goto(`${secondService.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find stickers' })).toBeVisible();

  await secondService.stop();
  // My packs has not been opened: its code and its data are both out of reach now.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My packs', exact: true })
    .first()
    .click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: "Can't reach the sticker service" })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByText(/dynamically imported module|Failed to fetch/i)).toHaveCount(0);

  await secondService.start();
  // No press: the page retries on its own once the service answers again.
  await expect(page.getByRole('heading', { level: 1, name: 'My packs' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
});
