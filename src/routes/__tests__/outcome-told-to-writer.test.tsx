import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { notify, onNotice } from '../../components/toast/notify';
import { getSettings, updateSettings } from '../../lib/settings';
import { failOperation } from '../../testing/msw';
import { preloadRoutes, renderApp } from './render-app';

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
  act(() => updateSettings({ userId: 'someone-else' }));
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
  act(() => updateSettings({ userId: 'demo' }));
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

  act(() => updateSettings({ userId: 'someone-else' }));
  act(() => onlineManager.setOnline(true));

  await new Promise((resolve) => setTimeout(resolve, 1500));
  notify({ message: 'Later notice' });
  expect(await screen.findByText('Later notice')).toBeVisible();
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  // The demo user's "hidden" notice, with an Undo that would show the pack again for them.
  expect(within(toasts).queryByText(/Cute Cats/)).toBeNull();
});
