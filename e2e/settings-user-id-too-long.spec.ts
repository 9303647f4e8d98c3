import { expect, test } from './fixtures';
import { expectUserIdRefused } from './support/app';

// The service takes user ids of 1–255 characters (docs/service.md, Parameters; the shared rule in
// contract/request-fields.ts). Settings refuses '.' and '..' beside the field for that reason, but
// saves a longer id with "Settings saved.", and from then on every list says only that "something
// in the address or in your settings was not accepted".
test('a User ID longer than the service accepts is refused beside its field, and the lists stay the person’s', async ({
  page,
  userId,
}) => {
  const tooLong = 'x'.repeat(300);
  await page.goto('/settings');
  await page.getByText('Advanced', { exact: true }).click();
  const field = page.getByRole('textbox', { name: 'User ID' });
  await field.fill(tooLong);
  await page.getByRole('button', { name: 'Save settings' }).click();

  await expect(field, 'what was typed is kept to be corrected').toHaveValue(tooLong);
  await expectUserIdRefused(page, field, userId);
});
