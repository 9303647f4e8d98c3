import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { activateLocale } from '../../i18n';
import { renderWithProviders } from '../../testing/render';
import { SendGiftDialog } from './send-gift-dialog';

const pack = { packageId: 6, packageName: 'City Buildings 2 / Fluent ·' };
const friend = '-friend-with-a-rather-long/user-name-2024';

beforeEach(() => activateLocale('ar'));
afterEach(() => activateLocale('en'));

test('in Arabic the title and the confirmation keep the pack and the friend in their own order', async () => {
  const { user } = renderWithProviders(<SendGiftDialog pack={pack} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: `إرسال «${pack.packageName}» كهدية` });
  const title = within(dialog).getByRole('heading');
  expect(within(title).getByText(pack.packageName).tagName).toBe('BDI');

  await user.type(within(dialog).getByRole('textbox'), friend);
  await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
  const confirmation = within(dialog).getByText(
    (_, element) =>
      element?.tagName === 'P' &&
      element.textContent === `هل تريد إرسال «${pack.packageName}» إلى ${friend}؟`,
  );
  expect(within(confirmation).getByText(pack.packageName).tagName).toBe('BDI');
  expect(within(confirmation).getByText(friend).tagName).toBe('BDI');
});
