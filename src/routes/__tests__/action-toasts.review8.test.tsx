import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { toast } from '../../components/toast/toaster';
import { updateSettings } from '../../lib/settings';
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
test('review8: a Copy link offer is not withdrawn when Settings shows another user', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: /^Cat: open/ }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  await user.click(within(view).getByRole('button', { name: 'Copy' }));
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  expect(await within(toasts).findByRole('button', { name: 'Copy link' })).toBeVisible();

  act(() => updateSettings({ userId: 'someone-else' }));
  await new Promise((resolve) => setTimeout(resolve, 600));

  // Still offered, and pressing it copies the link.
  await user.click(within(toasts).getByRole('button', { name: 'Copy link' }));
  expect(await findNotice('Sticker link copied. Paste it into a chat.')).toBeVisible();
});

/**
 * sonner calls neither onDismiss nor onAutoClose when a toast's action button is pressed (it
 * only deletes the toast), so the id of a toast whose Copy link / Download / Undo was pressed (and
 * no later notice about the same subject replaced) stays in notify.ts's `actionToasts` for good:
 * the map grows by one per action pressed, and each later user switch dismisses it again.
 */
test('review8: a toast whose action was pressed is not kept in the action toasts map', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: /^Cat: open/ }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  await user.click(within(view).getByRole('button', { name: 'Copy' }));
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  const copyLink = await within(toasts).findByRole('button', { name: 'Copy link' });
  await user.click(copyLink);
  expect(await findNotice('Sticker link copied. Paste it into a chat.')).toBeVisible();
  await waitFor(() => expect(copyLink).not.toBeInTheDocument());

  const dismiss = vi.spyOn(toast, 'dismiss');
  act(() => updateSettings({ userId: 'someone-else' }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  // The toast left when its action was pressed: nothing is left to dismiss.
  expect(dismiss.mock.calls.map(([id]) => id)).toEqual([]);
});
