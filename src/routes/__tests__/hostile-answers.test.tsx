import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { reshapeOperation } from '../../testing/msw';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

// Answers a reviewer's server sent: each in the spec's shape, each odd.

const HOSTILE_IMG = 'javascript:alert(document.domain)//~bounce.svg';
/** Links and images pointing at script: no role query finds an image's src. */
const scriptUrls = () =>
  // eslint-disable-next-line testing-library/no-node-access
  document.querySelectorAll(
    '[href^="javascript:" i], [src^="javascript:" i], [srcset*="javascript:" i]',
  );

type StickerBody = { stickerList?: { stickerImg: string }[]; package?: { stickers: object[] } };

test('a pack sticker whose image is a javascript: URL is not shown, and nothing links to it', async () => {
  reshapeOperation('M3', (body) => {
    const { package: pack } = body as { package: { stickers: object[] } };
    const [first, ...rest] = pack.stickers;
    return { package: { ...pack, stickers: [{ ...first, stickerImg: HOSTILE_IMG }, ...rest] } };
  });
  renderApp('/packs/1');
  const stickers = await screen.findByRole('list', { name: 'Stickers in Cute Cats' });
  expect(within(stickers).getAllByRole('link')).toHaveLength(2);
  expect(screen.queryByRole('link', { name: 'Cat: open (animated)' })).not.toBeInTheDocument();
  expect(scriptUrls()).toHaveLength(0);
});

test('a search result whose image is a javascript: URL is not shown', async () => {
  reshapeOperation('M1', (body) => {
    const [first, ...rest] = (body as StickerBody).stickerList ?? [];
    return { ...(body as object), stickerList: [{ ...first, stickerImg: HOSTILE_IMG }, ...rest] };
  });
  renderApp('/?q=cat');
  // The service finds three "Cat" stickers for "cat" (search.test.tsx).
  await expect.poll(() => screen.queryAllByRole('link', { name: /^Cat: open$/ })).toHaveLength(2);
  expect(scriptUrls()).toHaveLength(0);
});
