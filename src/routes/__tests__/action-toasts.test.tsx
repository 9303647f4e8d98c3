import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { toast } from '../../components/toast/toaster';
import { updateSettings } from '../../lib/settings';
import { failOperation, holdOperation, requestLog } from '../../testing/msw';
import { findNotice, preloadRoutes, renderApp } from './render-app';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadRoutes, 60_000);
afterEach(() => vi.restoreAllMocks());

/**
 * A sticker's Copy that could not put the image on the clipboard (jsdom never can) offers
 * "Copy link": nothing of a user's data, the sticker's public URL. Settings then shows another
 * user (the Settings page, or another tab: this tab follows). The offer is not the old user's
 * Undo, yet notify() treats every action as one.
 */
test('a Copy link offer is not withdrawn when Settings shows another user', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: /^Cat: open/ }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  await user.click(within(view).getByRole('button', { name: 'Copy' }));
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  expect(await within(toasts).findByRole('button', { name: 'Copy link' })).toBeVisible();

  act(() => {
    updateSettings({ userId: 'someone-else' });
  });
  await new Promise((resolve) => setTimeout(resolve, 600));

  // Still offered, and pressing it copies the link.
  await user.click(within(toasts).getByRole('button', { name: 'Copy link' }));
  expect(await findNotice('Sticker link copied. Paste it into a chat.')).toBeVisible();
});

/**
 * sonner calls neither onDismiss nor onAutoClose when a toast's action is pressed (it only deletes
 * the toast): an Undo pressed must still be forgotten, not dismissed again at every user switch.
 */
test('a toast whose Undo was pressed is not kept to be dismissed at the next user switch', async () => {
  const { user } = renderApp('/packs/1');
  await screen.findByRole('heading', { level: 1, name: 'Cute Cats' }, { timeout: 10_000 });
  await user.click(await screen.findByRole('button', { name: 'Hide' }));
  const hidden = await findNotice('“Cute Cats” hidden.');
  const toasts = screen.getByRole('region', { name: /^Notifications/ });
  // The Undo's write takes a while: no later notice about the pack replaces the toast meanwhile.
  const held = holdOperation('M8');
  await user.click(within(toasts).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(hidden).not.toBeInTheDocument());

  const dismiss = vi.spyOn(toast, 'dismiss');
  act(() => {
    updateSettings({ userId: 'someone-else' });
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  held.release();
  expect(dismiss).not.toHaveBeenCalled();
});

/**
 * A Send's or a camera Use's "Copy link" offer is not "an action on nothing of a user's":
 * pressing it records the send (M4, Recently sent) or the use (C5, Frequently used). Once Settings
 * shows another user, the link is still copied, but nothing is recorded for the demo user, nor
 * told to the other.
 */
test.each([
  {
    button: 'Send',
    operation: 'send',
    path: '/packs/1',
    sticker: 'Cat',
    notRecorded: /The send was not recorded/,
  },
  {
    button: 'Use',
    operation: 'C5',
    path: '/camera/reactions',
    sticker: 'Happy',
    notRecorded: /The use was not recorded/,
  },
] as const)(
  'a $button’s Copy link pressed after Settings shows another user neither records nor reports for the other',
  async ({ button, operation, path, sticker, notRecorded }) => {
    failOperation(operation, 1000);
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('link', { name: new RegExp(`^${sticker}: open`) }));
    const view = await screen.findByRole('dialog', { name: sticker });
    await user.click(within(view).getByRole('button', { name: button }));
    const toasts = await screen.findByRole('region', { name: /^Notifications/ });
    const copyLink = await within(toasts).findByRole('button', { name: 'Copy link' });

    requestLog.clear();
    act(() => {
      updateSettings({ userId: 'someone-else' });
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    fireEvent.click(copyLink);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // Nothing is recorded for the demo user while someone-else is shown…
    const records = requestLog.of(operation).map((entry) => entry.url.searchParams.get('userId'));
    expect.soft(records).toEqual([]);
    // …and someone-else is not told of the demo user's send or use.
    expect(within(toasts).queryByText(notRecorded)).toBeNull();
  },
);
