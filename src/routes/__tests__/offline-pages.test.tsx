import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { preloadRoutes, renderApp } from './render-app';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadRoutes, 60_000);
afterEach(() => onlineManager.setOnline(true));

async function offlinePanel(): Promise<HTMLElement> {
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: "You're offline" })).toBeVisible();
  return panel;
}

test('a page never opened offers, offline, the pages this device has saved for the user, and only those', async () => {
  const { router } = renderApp('/wishlist');
  expect(
    await screen.findByRole('link', { name: 'Yummy Food' }, { timeout: 10_000 }),
  ).toBeVisible();
  await router.navigate('/gifts');
  expect(await screen.findByRole('heading', { level: 1, name: 'Gifts' })).toBeVisible();
  await screen.findByRole('button', { name: /^Accept / });

  act(() => onlineManager.setOnline(false));
  await router.navigate('/my-packs');
  const panel = await offlinePanel();
  const offered = within(panel)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(offered).toEqual(['Wish list', 'Gifts']);
});

test('with nothing saved, the offline page offers no page', async () => {
  const { router } = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 });
  act(() => onlineManager.setOnline(false));
  await router.navigate('/wishlist');
  const panel = await offlinePanel();
  expect(within(panel).queryAllByRole('link')).toEqual([]);
  expect(within(panel).queryByText('Pages you have opened before:')).toBeNull();
});

test('the start page opened offline with nothing saved shows no row that would load forever', async () => {
  act(() => onlineManager.setOnline(false));
  renderApp('/');
  expect(
    await screen.findByText('Recent searches are not available right now.', undefined, {
      timeout: 10_000,
    }),
  ).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Popular packs' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'New packs' })).toBeNull();
});
