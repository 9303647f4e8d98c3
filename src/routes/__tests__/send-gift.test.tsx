import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { fail, getCurrentService, route, server } from '../../testing/msw';
import { findNotice, renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => onlineManager.setOnline(true));

type GiftList = { packageList: { packageId: number; receiveUserId: string }[] };

const receivedBy = async (userId: string) =>
  (
    (await getCurrentService().call('GET', `/api/messenger/v1/gift/receive/${userId}`)) as GiftList
  ).packageList.map((gift) => gift.packageId);

async function openDialog(path: string) {
  const { user } = renderApp(path);
  await user.click(await screen.findByRole('button', { name: 'Send as a gift' }));
  const dialog = await screen.findByRole('dialog', { name: /Send “.+” as a gift/ });
  return { user, dialog };
}

test('sending a pack to a friend: the id, a confirmation, then the friend has it waiting', async () => {
  const { user, dialog } = await openDialog('/packs/6');
  await user.type(within(dialog).getByRole('textbox', { name: 'Friend’s user id' }), '  zoe  ');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const confirmation = within(dialog).getByText(
    (_, element) => element?.tagName === 'P' && /to zoe\?$/.test(element.textContent),
  );
  expect(confirmation).toBeVisible();
  const send = within(dialog).getByRole('button', { name: 'Send gift' });
  expect(send).toHaveFocus();
  // Focus passed over the question: the button says it, for a screen reader.
  expect(send).toHaveAccessibleDescription(/ to zoe\?$/);
  expect(await receivedBy('zoe')).toEqual([]);

  await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
  expect(await findNotice(/sent to zoe\. It waits in their Gifts/)).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await receivedBy('zoe')).toEqual([6]);
});

test('sending the same pack again before it is accepted says so and sends nothing', async () => {
  await getCurrentService().call('POST', '/api/messenger/v1/gift/6/demo/zoe');
  const { user, dialog } = await openDialog('/packs/6');
  await user.type(within(dialog).getByRole('textbox', { name: 'Friend’s user id' }), 'zoe');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
  expect(await findNotice(/zoe has not accepted “.+” from you yet/)).toBeVisible();
  expect(await receivedBy('zoe')).toEqual([6]);
});

test('yourself, or nothing, is refused before anything is sent', async () => {
  const { user, dialog } = await openDialog('/packs/6');
  const field = within(dialog).getByRole('textbox', { name: 'Friend’s user id' });
  expect(field).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter your friend’s user id.');

  await user.type(field, 'demo');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'You cannot send a gift to yourself.',
  );
  expect(field).toHaveAttribute('aria-invalid', 'true');
  // Said once, in the alert the field points to; the field's hint stays what it was.
  expect(within(dialog).getAllByText(/You cannot send a gift to yourself/)).toHaveLength(1);
  expect(field).toHaveAccessibleErrorMessage(/You cannot send a gift to yourself/);
  expect(field).toHaveAccessibleDescription(/They find the pack in their Gifts/);
  expect(within(dialog).queryByRole('button', { name: 'Send gift' })).not.toBeInTheDocument();
});

test('a friend id of “.” or “..”, which no address can carry, is refused in words', async () => {
  const { user, dialog } = await openDialog('/packs/6');
  const field = within(dialog).getByRole('textbox', { name: 'Friend’s user id' });
  for (const id of ['.', ' .. ']) {
    await user.clear(field);
    await user.type(field, id);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A user id cannot be “.” or “..”: the address would lose it.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send gift' })).not.toBeInTheDocument();
  }
});

test('Cancel closes the dialog and returns focus to its button', async () => {
  const { user, dialog } = await openDialog('/packs/6');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send as a gift' })).toHaveFocus();
});

test("a refusal from the service shows the service's reason in the dialog, and nothing is sent", async () => {
  server.use(
    route('sendGift', () => fail(400, '4000', 'receiveUserId: that user cannot receive gifts')),
  );
  const { user, dialog } = await openDialog('/packs/6');
  await user.type(within(dialog).getByRole('textbox', { name: 'Friend’s user id' }), 'zoe');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'receiveUserId: that user cannot receive gifts',
  );
  expect(await receivedBy('zoe')).toEqual([]);
});

test('a gift sent offline says it goes once online, can be closed, and is sent then', async () => {
  const { user, dialog } = await openDialog('/packs/6');
  await user.type(within(dialog).getByRole('textbox', { name: 'Friend’s user id' }), 'zoe');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  act(() => onlineManager.setOnline(false));
  await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));

  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    "You're offline. The gift is sent once you're back online",
  );
  expect(within(dialog).getByRole('button', { name: 'Waiting to send' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await receivedBy('zoe')).toEqual([]);

  // Opened again meanwhile: the first send's answer leaves this dialog and what is typed in it.
  await user.click(screen.getByRole('button', { name: 'Send as a gift' }));
  const again = await screen.findByRole('dialog', { name: /Send “.+” as a gift/ });
  await user.type(within(again).getByRole('textbox', { name: 'Friend’s user id' }), 'yan');

  act(() => onlineManager.setOnline(true));
  await vi.waitFor(async () => expect(await receivedBy('zoe')).toEqual([6]));
  expect(await findNotice(/sent to zoe\. It waits in their Gifts/)).toBeVisible();
  expect(screen.getByRole('dialog', { name: /Send “.+” as a gift/ })).toBeVisible();
  expect(within(again).getByRole('textbox', { name: 'Friend’s user id' })).toHaveValue('yan');
});
