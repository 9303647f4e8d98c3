import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { commonVariants, variants, type VariantName } from '../../testing/conformance/variants';
import { answerOperation, getCurrentService, reshapeOperation } from '../../testing/msw';
import { preloadRoutes, renderApp } from './render-app';
import { routeCases } from './route-cases';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadRoutes, 60_000);

const link = (name: string) => screen.findByRole('link', { name });

/** Every route test's "shows the data", with the service's answer reshaped as other servers send it. */
const shapes: VariantName[] = [
  ...commonVariants.filter((name) => name !== 'one malformed item among good ones'),
  'no pageMap',
];
const cases = routeCases.flatMap((routeCase) =>
  shapes
    // The pack page must show the artist it was sent; null artists are tested below.
    .filter((shape) => !(routeCase.operation === 'M3' && shape === 'null for optional strings'))
    .map((shape) => ({ ...routeCase, shape })),
);

describe.each(cases)('$name route, $shape', ({ path, operation, seed, shows, shape }) => {
  test('shows the data', async () => {
    await seed?.(getCurrentService());
    reshapeOperation(operation, variants[shape]);
    renderApp(path);
    await shows();
  });
});

describe('the shapes real servers publish', () => {
  test.each([
    ['M10', '/wishlist', 'Yummy Food'],
    ['M12', '/gifts', '행복한 하루'],
  ] as const)(
    '%s without pageMap lists its packs and ends there',
    async (operation, path, name) => {
      reshapeOperation(operation, variants['no pageMap']);
      renderApp(path);
      expect(await link(name)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    },
  );

  test('M7 without order lists the hidden packs', async () => {
    await getCurrentService().call('PUT', '/api/messenger/v1/mysticker/hide/demo/1');
    reshapeOperation('M7', variants['M7 without order']);
    renderApp('/hidden');
    expect(await link('Chats Chics')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cute Cats' })).toBeVisible();
  });

  test('C1 without lOrder and packageDate ranks a full page and offers more', async () => {
    reshapeOperation('C1', (body) =>
      variants['no pageMap'](variants['C1 without lOrder and packageDate'](body)),
    );
    renderApp('/camera');
    expect(await link('Cute Cats')).toBeVisible();
    const ranked = screen.getByRole('list', { name: 'Ranked packs' });
    expect(within(ranked).getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
  });
});

describe('items the app cannot show', () => {
  test('a pack without an artist is listed as by "Unknown artist"', async () => {
    reshapeOperation('M9', (body) => variants['null for optional strings'](body));
    renderApp('/downloads');
    expect(await link('Gatos')).toBeVisible();
    // The name is isolated (<bdi>) inside the sentence: the sentence is the paragraph's text.
    const credits = screen.getAllByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'by Unknown artist',
    );
    expect(credits).toHaveLength(3);
  });

  test('the pack page credits "Unknown artist" when the name is empty', async () => {
    reshapeOperation('M3', (body) => ({
      package: { ...(body as { package: object }).package, artistName: '' },
    }));
    renderApp('/packs/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gatos' })).toBeVisible();
    expect(screen.getByText('Unknown artist')).toBeVisible();
  });

  test('one malformed pack among good ones is left out, and the page says so', async () => {
    reshapeOperation('M9', variants['one malformed item among good ones']);
    renderApp('/downloads');
    expect(await link('Chats Chics')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Downloads' })).getAllByRole('heading', { level: 2 }),
    ).toHaveLength(3);
    expect(screen.getByText('1 pack could not be shown.')).toHaveAttribute('role', 'status');
  });

  test('one malformed sticker of a pack is left out, and the pack page says so', async () => {
    reshapeOperation('M3', (body) => {
      const { package: pack } = body as { package: { stickers: Record<string, unknown>[] } };
      delete pack.stickers[1]?.stickerImg;
      return body;
    });
    renderApp('/packs/1');
    const stickers = await screen.findByRole('list', { name: 'Stickers in Cute Cats' });
    expect(within(stickers).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('1 sticker could not be shown.')).toHaveAttribute('role', 'status');
  });

  test('a page whose items all fail says how many, not that it is empty', async () => {
    answerOperation('M6', { packageList: [{ packageName: 'x' }, null] });
    renderApp('/my-packs');
    expect(await screen.findByText('2 packs could not be shown.')).toBeVisible();
    expect(screen.queryByText('No packs yet')).not.toBeInTheDocument();
  });

  test('a ranking whose packs all fail to show does not tell a screen reader that no packs match', async () => {
    answerOperation('C1', { packageList: [{ packageName: 'x' }, null] });
    renderApp('/camera');
    expect(await screen.findByText('2 packs could not be shown.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No packs match these filters' })).toBeNull();
    // The page shows two packs it could not read; its status must not say the filters left none.
    expect(
      screen.queryAllByRole('status').filter((status) => /No packs match/.test(status.textContent)),
    ).toEqual([]);
  });

  test('only a malformed body fails the page', async () => {
    answerOperation('M6', { packageList: 'not a list' });
    renderApp('/my-packs');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The sticker service sent something unexpected' }),
    ).toBeVisible();
  });
});
