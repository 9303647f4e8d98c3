import { expect, freshUserId, test } from './fixtures';
import { expectPackListed, navigate, packList, switchUser } from './support/app';
import { a11yViolations } from './support/axe';
import { isolated } from './support/messages';

const DEMO = 'demo';

test('the demo user sends a pack to a friend, who accepts it; Sent gifts shows it received', async ({
  page,
  api,
}) => {
  // A new friend each run: retries and re-runs never meet a gift an earlier attempt sent.
  const friend = freshUserId('friend');
  const pack = await api.packNotOwnedBy(DEMO);
  const name = pack.packageName;

  await page.goto(`/packs/${pack.packageId}`);
  await expect(page.getByRole('link', { name: `Settings for ${DEMO}` })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Send as a gift' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Send “${name}” as a gift` });
  const receiver = dialog.getByRole('textbox', { name: 'Friend’s user id' });
  await expect(receiver).toBeFocused();

  // Yourself is refused, saying why, before anything is sent.
  await receiver.fill(DEMO);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You cannot send a gift to yourself. Enter a friend’s user id.',
  );
  await expect(dialog.getByRole('button', { name: 'Send gift' })).toHaveCount(0);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(
      colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    expect(await a11yViolations(page), `the open dialog, ${colorScheme}`).toEqual([]);
  }

  // Closing gives focus back to the button that opened the dialog, as a native modal does; the
  // page behind is inert until the dialog has gone.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(receiver).toBeFocused();

  await receiver.fill(friend);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Send “${name}” to ${friend}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send gift' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(
    page.getByText(`“${isolated(name)}” sent to ${isolated(friend)}.`, { exact: false }),
  ).toBeVisible();

  // The friend finds it in Gifts and accepts it: it moves to their My packs.
  await switchUser(page, friend);
  await navigate(page, 'Gifts', 'Gifts');
  const accept = page.getByRole('button', { name: `Accept ${name} from ${DEMO}` });
  await accept.click();
  await expect(accept).toHaveCount(0);
  await navigate(page, 'My packs', 'My packs');
  await expectPackListed(page, 'My packs', name);

  // Back as the sender: Sent gifts, from Gifts, shows it received, with the day.
  await switchUser(page, DEMO);
  await navigate(page, 'Gifts', 'Gifts');
  await page.getByRole('link', { name: 'Sent gifts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sent gifts' })).toBeVisible();
  const sent = packList(page, 'Sent gifts')
    .getByRole('listitem')
    .filter({ has: page.getByText(friend, { exact: true }) });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByRole('link', { name })).toBeVisible();
  const received = sent.getByText(/✓ Received/);
  await expect(received).toBeVisible();
  await expect(received.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});
