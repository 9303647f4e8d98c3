import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

// walk15: the sticker view's artist is a link named "Stickers by {artist}", to /?q={artist}. The
// sticker search (M1) matches keywords only, never artists (docs/service.md, "Search"), so it
// always lands on "No stickers for “Microsoft Fluent Emoji”" (every pack of the real catalogue
// too): a link that promises the artist's stickers and finds none.
test('the sticker view’s “Stickers by {artist}” link finds that artist’s stickers', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: 'Cat: open (animated)' }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  await user.click(within(view).getByRole('link', { name: 'Stickers by Mia Park' }));

  const found = await screen.findByRole('list', { name: 'Stickers for Mia Park' });
  expect(within(found).getAllByRole('link').length).toBeGreaterThan(0);
  expect(screen.queryByText('No stickers for “Mia Park”')).not.toBeInTheDocument();
});
