import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { notify, onNotice } from '../../components/toast/notify';
import { getSettings, updateSettings } from '../../lib/settings';
import {
  fail,
  failOperation,
  getCurrentService,
  requestLog,
  route,
  server,
} from '../../testing/msw';
import { findNotice, preloadRoutes, renderApp } from './render-app';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadRoutes, 60_000);
afterEach(() => onlineManager.setOnline(true));

/**
 * docs/offline.md: "Another user's waiting changes are never counted or marked: switching users in
 * Settings shows none of them, and they are still sent, for the user who made them; one the
 * service refuses is told once that user is shown again in the tab, … and only while they are
 * shown". A change made offline in this page (not restored after a reload) is told at once.
 */
test('a wish made offline by one user and refused while Settings shows another is not told to the other', async () => {
  const { user } = renderApp('/packs/6');
  await screen.findByRole('heading', { level: 1, name: 'Ñandú Dance' }, { timeout: 10_000 });

  act(() => onlineManager.setOnline(false));
  await user.click(screen.getByRole('button', { name: 'Add to wish list' }));
  await screen.findByRole('button', { name: 'Remove from wish list' });

  // Settings shows someone else; the demo user's wish is sent, and refused.
  act(() => {
    updateSettings({ userId: 'someone-else' });
  });
  const shownWhenTold: string[] = [];
  const stop = onNotice(() => shownWhenTold.push(getSettings().userId));
  shownWhenTold.length = 0;
  failOperation('M11', 1000);
  act(() => onlineManager.setOnline(true));

  await new Promise((resolve) => setTimeout(resolve, 1500));
  notify({ message: 'Later notice' });
  expect(await screen.findByText('Later notice')).toBeVisible();
  stop();
  // Nothing about the demo user's pack was told to someone-else.
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  expect(within(toasts).queryByText(/Ñandú Dance/)).toBeNull();
  expect(shownWhenTold).toEqual(['someone-else']);

  // The demo user hears of it once shown again.
  act(() => {
    updateSettings({ userId: 'demo' });
  });
  expect(
    await within(toasts).findByText(/Couldn.t wish for .⁨Ñandú Dance⁩./, {}, { timeout: 5_000 }),
  ).toBeVisible();
});

test('a hide made offline by one user and sent while Settings shows another does not offer the other its Undo', async () => {
  const { user } = renderApp('/packs/1');
  await screen.findByRole('heading', { level: 1, name: 'Cute Cats' }, { timeout: 10_000 });

  act(() => onlineManager.setOnline(false));
  await user.click(await screen.findByRole('button', { name: 'Hide' }));
  await screen.findByRole('button', { name: 'Show in My packs' });

  act(() => {
    updateSettings({ userId: 'someone-else' });
  });
  act(() => onlineManager.setOnline(true));

  await new Promise((resolve) => setTimeout(resolve, 1500));
  notify({ message: 'Later notice' });
  expect(await screen.findByText('Later notice')).toBeVisible();
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  // The demo user's "hidden" notice, with an Undo that would show the pack again for them.
  expect(within(toasts).queryByText(/Cute Cats/)).toBeNull();
});

/** Words told while `userId` was not the one shown (each notice asked for, with who was shown). */
function recordWhoIsShown() {
  const shown: string[] = [];
  const stop = onNotice(() => shown.push(getSettings().userId));
  shown.length = 0;
  return { shown, stop };
}

/**
 * The commit's reason: "a hide's Undo offered to the other would change the writer's pack".
 * The demo user hides Cute Cats online; its toast (8 s, with Undo) is on screen when Settings
 * comes to show someone else (the Settings page, or another tab: the tab follows). Pressing Undo
 * then shows the demo user's pack again, and the outcome is told to someone-else.
 */
test("an Undo pressed after Settings switched user neither changes nor reports the other user's pack", async () => {
  const { user } = renderApp('/packs/1');
  await screen.findByRole('heading', { level: 1, name: 'Cute Cats' }, { timeout: 10_000 });
  await user.click(await screen.findByRole('button', { name: 'Hide' }));
  const hidden = await findNotice('“Cute Cats” hidden.');
  const toastRegion = screen.getByRole('region', { name: /^Notifications/ });
  const undo = within(toastRegion).getByRole('button', { name: 'Undo' });

  requestLog.clear();
  const { shown, stop } = recordWhoIsShown();
  act(() => {
    updateSettings({ userId: 'someone-else' });
  });
  // Pressed as its toast leaves, the demo user's Undo does nothing; the toast goes.
  fireEvent.click(undo);
  await waitFor(() => expect(hidden).not.toBeInTheDocument());
  await new Promise((resolve) => setTimeout(resolve, 1500));
  notify({ message: 'Later notice' });
  expect(await screen.findByText('Later notice')).toBeVisible();
  stop();

  // No write for the demo user is made while someone-else is shown…
  const hides = requestLog.of('M8').map((entry) => entry.url.pathname);
  expect.soft(hides).toEqual([]);
  // …and someone-else is told nothing about the demo user's pack.
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  expect.soft(within(toasts).queryByText(/is back in My packs/)).toBeNull();
  expect(shown).toEqual(['someone-else']);
});

/** As the demo user, offline, sends Ñandú Dance to zoe and closes the dialog while it waits. */
async function sendGiftOfflineAndClose() {
  const { user } = renderApp('/packs/6');
  await user.click(await screen.findByRole('button', { name: 'Send as a gift' }));
  const dialog = await screen.findByRole('dialog', { name: /Send “.+” as a gift/ });
  await user.type(within(dialog).getByRole('textbox', { name: 'Friend’s user id' }), 'zoe');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  act(() => onlineManager.setOnline(false));
  await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
  await within(dialog).findByRole('status');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
}

/**
 * docs/offline.md: another user's waiting change is "still sent, for the user who made them; one
 * the service refuses is told once that user is shown again"; one accepted "is not told". A gift
 * sent offline by the demo user (dialog closed meanwhile) goes through src/features/gifts/
 * send-gift-dialog.tsx, which calls notify() itself, not notifyOutcome.
 */
test('a gift sent offline by one user and refused while Settings shows another is not told to the other', async () => {
  server.use(
    route('sendGift', () => fail(400, '4000', 'receiveUserId: that user cannot receive gifts')),
  );
  await sendGiftOfflineAndClose();

  act(() => {
    updateSettings({ userId: 'someone-else' });
  });
  const { shown, stop } = recordWhoIsShown();
  act(() => onlineManager.setOnline(true));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  notify({ message: 'Later notice' });
  expect(await screen.findByText('Later notice')).toBeVisible();
  stop();

  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  expect(within(toasts).queryByText(/Couldn.t send/)).toBeNull();
  expect(shown).toEqual(['someone-else']);

  // The demo user hears of it once shown again.
  act(() => {
    updateSettings({ userId: 'demo' });
  });
  // The dialog is gone: the toast names the friend it was for.
  expect(
    await within(toasts).findByText(
      /^Couldn.t send “⁨Ñandú Dance⁩” to ⁨zoe⁩:/,
      {},
      { timeout: 5_000 },
    ),
  ).toBeVisible();
});

test('a gift sent offline by one user and accepted while Settings shows another is not told to the other', async () => {
  await sendGiftOfflineAndClose();

  act(() => {
    updateSettings({ userId: 'someone-else' });
  });
  const { shown, stop } = recordWhoIsShown();
  act(() => onlineManager.setOnline(true));
  await vi.waitFor(async () => {
    const body = (await getCurrentService().call('GET', '/api/messenger/v1/gift/receive/zoe')) as {
      packageList: unknown[];
    };
    expect(body.packageList).toHaveLength(1);
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  notify({ message: 'Later notice' });
  expect(await screen.findByText('Later notice')).toBeVisible();
  stop();

  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  expect(within(toasts).queryByText(/sent to .?zoe/)).toBeNull();
  expect(shown).toEqual(['someone-else']);
});
