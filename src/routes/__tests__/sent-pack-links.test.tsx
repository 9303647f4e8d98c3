import { screen, within } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { failOperation, getCurrentService } from '../../testing/msw';
import { preloadRoutes, renderApp } from './render-app';

beforeAll(preloadRoutes, 60_000);

const M = '/api/messenger/v1';

/** Sends, oldest first: Cat and Happy cat from Cute Cats (1), then Cat from Gatos (2). */
async function sendStickers() {
  for (const stickerId of [101, 102, 201])
    await getCurrentService().call('POST', `${M}/analytics/send/${stickerId}?userId=demo`);
}

const packLinks = () =>
  within(screen.getByRole('list', { name: 'Recently sent stickers' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/packs/'));

test('each sent sticker links to its pack by the pack’s name, every link named apart', async () => {
  await sendStickers();
  renderApp('/sent');
  expect(await screen.findByRole('link', { name: 'Gatos, the pack with Cat' })).toHaveAttribute(
    'href',
    '/packs/2',
  );
  expect(await screen.findByRole('link', { name: 'Cute Cats, the pack with Cat' })).toBeVisible();

  const links = packLinks();
  expect(links.map((link) => link.textContent)).toEqual(['Gatos', 'Cute Cats', 'Cute Cats']);
  const names = links.map((link) => link.getAttribute('aria-label'));
  expect(names).toEqual([
    'Gatos, the pack with Cat',
    'Cute Cats, the pack with Happy cat',
    'Cute Cats, the pack with Cat',
  ]);
  expect(new Set(names).size).toBe(names.length);
  expect(screen.queryByText('Open pack')).not.toBeInTheDocument();
});

test('a pack that cannot be read still leaves a link that says where it goes', async () => {
  await sendStickers();
  failOperation('M3', 1000);
  renderApp('/sent');
  expect(await screen.findAllByRole('link', { name: 'Cat: open' })).toHaveLength(2);
  const links = packLinks();
  expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
    'Open pack with Cat',
    'Open pack with Happy cat',
    'Open pack with Cat',
  ]);
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/packs/2',
    '/packs/1',
    '/packs/1',
  ]);
});
