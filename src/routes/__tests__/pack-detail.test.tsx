import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { getCurrentDb, requestLog, userOf } from '../../testing/msw';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

test('shows the artist, licence, category, keywords and animated badge', async () => {
  renderApp('/packs/2');
  const heading = await screen.findByRole('heading', { level: 1, name: 'Pack 2' });
  expect(heading).toBeVisible();
  expect(screen.getByText('Artist 2')).toBeVisible();
  expect(screen.getByText(/CC-BY 4\.0/)).toBeVisible();
  expect(screen.getByText('Animated')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Emotions' })).toHaveAttribute(
    'href',
    '/categories/Emotions',
  );
  expect(screen.getByText('#dog')).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Pack 2 · Sticker browser'));
});

test('hide is offered only for packs the user owns', async () => {
  const { router } = renderApp('/packs/2');
  await screen.findByRole('heading', { level: 1, name: 'Pack 2' });
  expect(screen.getByText('In My packs')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Hide' })).toBeVisible();

  await router.navigate('/packs/6');
  await screen.findByRole('heading', { level: 1, name: 'Pack 6' });
  expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
});

test('downloading a pack puts it in My packs', async () => {
  const { user, router } = renderApp('/packs/6');
  await user.click(await screen.findByRole('button', { name: 'Download' }));
  expect(await screen.findByText('In My packs')).toBeVisible();
  await router.navigate('/my-packs');
  expect(await screen.findByRole('link', { name: 'Pack 6' })).toBeVisible();
});

test('tapping a sticker records the send and copies it, and says so', async () => {
  const { user } = renderApp('/packs/2');
  await user.click(await screen.findByRole('button', { name: 'Send Pack 2 sticker 1 (animated)' }));
  const toasts = screen.getByRole('region', { name: 'Notifications' });
  expect(
    await within(toasts).findByText('Sticker link copied. Paste it into a chat.'),
  ).toBeVisible();
  await expect.poll(() => requestLog.of('send').map((r) => r.params.stickerId)).toEqual(['201']);
  expect(userOf(getCurrentDb(), 'demo').sent).toEqual([201]);
  expect(await navigator.clipboard.readText()).toContain('/stickers/201.png?d=300x300');
});

test('an unknown pack shows a not-found page', async () => {
  renderApp('/packs/4242');
  expect(await screen.findByRole('heading', { level: 1, name: 'Pack not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Search stickers' })).toHaveAttribute('href', '/');
});
