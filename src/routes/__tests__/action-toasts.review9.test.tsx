import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { failOperation, requestLog } from '../../testing/msw';
import { preloadRoutes, renderApp } from './render-app';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadRoutes, 60_000);
afterEach(() => vi.restoreAllMocks());

/**
 * The Send button's "Copy link" offer is not "an action on nothing of a user's": pressing it
 * records the send (M4, the user's Recently sent). 2d12bb2 left it unscoped (no forUser), so once
 * Settings shows another user it still writes for the demo user, and its failure is told to the
 * user shown (notifyOutcome's writer is whoever is shown when the link is copied).
 */
test('review9: a Send’s Copy link pressed after Settings shows another user neither records nor reports for the other', async () => {
  failOperation('send', 1000);
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: /^Cat: open/ }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  await user.click(within(view).getByRole('button', { name: 'Send' }));
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  const copyLink = await within(toasts).findByRole('button', { name: 'Copy link' });

  requestLog.clear();
  act(() => updateSettings({ userId: 'someone-else' }));
  await new Promise((resolve) => setTimeout(resolve, 600));
  // Pressed (still offered, or as it leaves before 2d12bb2, where the offer was withdrawn).
  fireEvent.click(copyLink);
  await new Promise((resolve) => setTimeout(resolve, 1500));

  // …but no send is recorded for the demo user while someone-else is shown…
  const sends = requestLog.of('send').map((entry) => entry.url.searchParams.get('userId'));
  expect.soft(sends).toEqual([]);
  // …and someone-else is not told of the demo user's send.
  expect(within(toasts).queryByText(/The send was not recorded/)).toBeNull();
});

/** The same for a camera sticker's Use: its Copy link records the use (C5, Frequently used). */
test('review9: a camera Use’s Copy link pressed after Settings shows another user neither records nor reports for the other', async () => {
  failOperation('C5', 1000);
  const { user } = renderApp('/camera/reactions');
  await user.click(await screen.findByRole('link', { name: /^Happy: open/ }));
  const view = await screen.findByRole('dialog', { name: 'Happy' });
  await user.click(within(view).getByRole('button', { name: 'Use' }));
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  const copyLink = await within(toasts).findByRole('button', { name: 'Copy link' });

  requestLog.clear();
  act(() => updateSettings({ userId: 'someone-else' }));
  await new Promise((resolve) => setTimeout(resolve, 600));
  fireEvent.click(copyLink);
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const uses = requestLog.of('C5').map((entry) => entry.url.searchParams.get('userId'));
  expect.soft(uses).toEqual([]);
  expect(within(toasts).queryByText(/The use was not recorded/)).toBeNull();
});
