import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { failOperation, getCurrentDb, holdOperation, requestLog, userOf } from '../../testing/msw';
import { renderApp } from './render-app';

// Whole-app journeys over lazily loaded routes: the first one also pays for the transforms.
vi.setConfig({ testTimeout: 20_000 });

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

test('hiding a pack moves it from My packs to Hidden, and Undo brings it back', async () => {
  const { user, router } = renderApp('/my-packs');
  await user.click(await screen.findByRole('button', { name: 'Hide Pack 1' }));

  expect(screen.queryByRole('link', { name: 'Pack 1' })).not.toBeInTheDocument();
  expect(await within(notifications()).findByText('“Pack 1” hidden.')).toBeVisible();
  expect(userOf(getCurrentDb(), 'demo').owned.find((p) => p.packageId === 1)?.hidden).toBe(true);

  await router.navigate('/hidden');
  expect(await screen.findByRole('link', { name: 'Pack 1' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Pack 3' })).toBeVisible();

  await router.navigate('/my-packs');
  await screen.findByRole('link', { name: 'Pack 2' });
  await user.click(within(notifications()).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('link', { name: 'Pack 1' })).toBeVisible();
  expect(await within(notifications()).findByText('“Pack 1” is back in My packs.')).toBeVisible();
  expect(userOf(getCurrentDb(), 'demo').owned.find((p) => p.packageId === 1)?.hidden).toBe(false);
});

test('recovering a hidden pack returns it to My packs', async () => {
  const { user, router } = renderApp('/hidden');
  await user.click(await screen.findByRole('button', { name: 'Recover Pack 3' }));
  expect(await screen.findByText('Nothing hidden')).toBeVisible();
  await router.navigate('/my-packs');
  expect(await screen.findByRole('link', { name: 'Pack 3' })).toBeVisible();
});

test('a failed hide says so and leaves My packs as it was', async () => {
  failOperation('M8', 1000);
  const { user } = renderApp('/my-packs');
  await user.click(await screen.findByRole('button', { name: 'Hide Pack 1' }));
  expect(
    await within(notifications()).findByText(
      "Couldn't hide “Pack 1”. The sticker service had a problem.",
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Pack 1' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Pack 2' })).toBeVisible();
});

test('wishing from the pack page adds the pack to the wish list', async () => {
  const { user, router } = renderApp('/packs/6');
  await user.click(await screen.findByRole('button', { name: 'Add to wish list' }));
  expect(await screen.findByRole('button', { name: 'Remove from wish list' })).toBeVisible();
  expect(
    await within(notifications()).findByText('“Pack 6” added to your wish list.'),
  ).toBeVisible();

  await router.navigate('/wishlist');
  expect(await screen.findByRole('link', { name: 'Pack 6' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Pack 4' })).toBeVisible();
});

test('removing from the wish list offers Undo', async () => {
  const { user } = renderApp('/wishlist');
  await user.click(await screen.findByRole('button', { name: 'Remove Pack 4 from wish list' }));
  expect(await screen.findByText('Your wish list is empty')).toBeVisible();
  await user.click(within(notifications()).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('link', { name: 'Pack 4' })).toBeVisible();
});

test('a failed wish rolls back and shows a message', async () => {
  failOperation('M11', 1000);
  const { user } = renderApp('/packs/6');
  await user.click(await screen.findByRole('button', { name: 'Add to wish list' }));
  expect(
    await within(notifications()).findByText(
      "Couldn't wish for “Pack 6”. The sticker service had a problem.",
    ),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add to wish list' })).toBeEnabled();
  expect(userOf(getCurrentDb(), 'demo').wishes).not.toContain(6);
});

test('accepting a gift stays pending until the list has refetched, then marks it received', async () => {
  const { user } = renderApp('/gifts');
  const accept = await screen.findByRole('button', { name: 'Accept Pack 5 from friend' });
  const refetch = holdOperation('M12');
  await user.click(accept);

  // The confirm answered, but the gift list has not: the button must still say so.
  await expect.poll(() => requestLog.count('M13')).toBe(1);
  const pending = screen.getByRole('button', { name: 'Accept Pack 5 from friend' });
  expect(pending).toHaveAttribute('aria-disabled', 'true');
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await user.click(pending);
  expect(requestLog.count('M13')).toBe(1);
  expect(screen.queryByText(/Received/)).not.toBeInTheDocument();

  refetch.release();
  expect(await screen.findByText(/✓ Received/)).toBeVisible();
  expect(screen.queryByRole('button', { name: /Accept Pack 5/ })).not.toBeInTheDocument();
  expect(
    within(notifications()).getByText('“Pack 5” received. It is in My packs now.'),
  ).toBeVisible();
});

test('a failed gift confirmation says so and keeps the gift pending', async () => {
  failOperation('M13', 1000);
  const { user } = renderApp('/gifts');
  await user.click(await screen.findByRole('button', { name: 'Accept Pack 5 from friend' }));
  expect(
    await within(notifications()).findByText(
      "Couldn't confirm “Pack 5”. The sticker service had a problem.",
    ),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Accept Pack 5 from friend' })).toBeEnabled();
  expect(screen.queryByText(/✓ Received/)).not.toBeInTheDocument();
});
