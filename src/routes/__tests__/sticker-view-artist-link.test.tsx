import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

// The sticker view's artist links to the artist's packs: the sticker search (M1) matches
// keywords only, never artists (docs/service.md, "Search"), so a link to /?q={artist} found
// nothing; the packs ranking's search (C1 searchText) matches artists.
test('the sticker view’s “Stickers by {artist}” link lists that artist’s packs', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: 'Cat: open (animated)' }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  await user.click(within(view).getByRole('link', { name: 'Stickers by Mia Park' }));

  const packs = await screen.findByRole('list', { name: 'Ranked packs' });
  const cards = await within(packs).findAllByRole('listitem');
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(within(card).getByText(/Mia Park/)).toBeVisible();
});
