import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { failOperation, server } from '../../testing/msw';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

// The sticker view's artist links to the artist's packs: the sticker search (M1) matches
// keywords only, never artists (docs/service.md, "Search"), so a link to /?q={artist} found
// nothing; the packs ranking's search (C1 searchText) matches artists.
test('the sticker view’s “Stickers by {artist}” link lists that artist’s packs', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: 'Cat: open (animated)' }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  await user.click(
    within(view).getByRole('link', { name: 'Mia Park', description: 'Stickers by Mia Park' }),
  );

  const packs = await screen.findByRole('list', { name: 'Ranked packs' });
  const cards = await within(packs).findAllByRole('listitem');
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(within(card).getByText(/Mia Park/)).toBeVisible();
});

// A sticker opened from a link (?sticker=&pack=) whose pack cannot be read: as every page that
// fails the same way (route-states.test.tsx), the view says why and offers Retry; a pack that is
// not there says so, without a Retry that cannot help.
test('a sticker view whose pack could not be read offers Retry, which shows the sticker', async () => {
  failOperation('M3', 1000);
  const { user } = renderApp('/?q=cat&sticker=101&pack=1');
  const view = await screen.findByRole('dialog');
  expect(await within(view).findByText('This sticker cannot be shown right now.')).toBeVisible();

  server.resetHandlers();
  await user.click(within(view).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('dialog', { name: 'Cat' })).toBeVisible();
});

test('a sticker view whose pack is not there says so, without Retry', async () => {
  renderApp('/?q=cat&sticker=101&pack=987654');
  const view = await screen.findByRole('dialog');
  expect(await within(view).findByText('Not found')).toBeVisible();
  expect(within(view).queryByText('This sticker cannot be shown right now.')).toBeNull();
  expect(within(view).queryByRole('button', { name: 'Retry' })).toBeNull();
});
