import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import {
  failOperation,
  getCurrentService,
  requestLog,
  reshapeOperation,
  server,
} from '../../testing/msw';
import { preloadRoutes, renderApp } from './render-app';

// Whole-app journeys over lazily loaded routes: the first one also pays for the transforms.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadRoutes, 60_000);
/** A first page on a loaded machine. */
const firstPage = { timeout: 10_000 };

afterEach(() => onlineManager.setOnline(true));

/** Pack ids of one of the demo user's lists, as the service answers it now. */
async function listedIds(path: string): Promise<number[]> {
  const body = (await getCurrentService().call('GET', `/api/messenger/v1/${path}`)) as {
    packageList: { packageId: number }[];
  };
  return body.packageList.map((pack) => pack.packageId);
}

const goOffline = () => act(() => onlineManager.setOnline(false));
const goOnline = () => act(() => onlineManager.setOnline(true));

/** The list item of `packName` in the page's pack list. */
async function packCard(packName: string): Promise<HTMLElement> {
  await screen.findByRole('link', { name: packName });
  const card = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name: packName }));
  if (!card) throw new Error(`${packName} is not in a list`);
  return card;
}

test('a pack wished offline is on the Wish list page at once, marked waiting until it is sent', async () => {
  const { user, router } = renderApp('/wishlist');
  expect(await screen.findByRole('link', { name: 'Yummy Food' }, firstPage)).toBeVisible();
  await router.navigate('/packs/6');
  await screen.findByRole('heading', { level: 1, name: 'Ñandú Dance' });

  goOffline();
  await user.click(screen.getByRole('button', { name: 'Add to wish list' }));
  const unwish = await screen.findByRole('button', { name: 'Remove from wish list' });
  expect(unwish).toHaveAccessibleDescription('Waiting to send');
  expect(screen.getByText('Waiting to send')).toBeVisible();

  await router.navigate('/wishlist');
  const card = await packCard('Ñandú Dance');
  expect(within(card).getByText('Waiting to send')).toBeVisible();
  expect(within(await packCard('Yummy Food')).queryByText('Waiting to send')).toBeNull();
  expect(requestLog.count('M11')).toBe(0);

  goOnline();
  await vi.waitFor(async () => expect(await listedIds('wish/demo')).toContain(6));
  await vi.waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
  expect(await packCard('Ñandú Dance')).toBeVisible();
});

test('a pack hidden offline moves to Hidden at once, marked waiting until it is sent', async () => {
  const { user, router } = renderApp('/hidden');
  await screen.findByRole('link', { name: 'Chats Chics' }, firstPage);
  await router.navigate('/my-packs');

  goOffline();
  await user.click(await screen.findByRole('button', { name: 'Hide Cute Cats' }));
  expect(screen.queryByRole('link', { name: 'Cute Cats' })).toBeNull();

  await router.navigate('/hidden');
  expect(within(await packCard('Cute Cats')).getByText('Waiting to send')).toBeVisible();
  expect(within(await packCard('Chats Chics')).queryByText('Waiting to send')).toBeNull();
  expect(await listedIds('mysticker/hide/demo')).not.toContain(1);

  goOnline();
  await vi.waitFor(async () => expect(await listedIds('mysticker/hide/demo')).toContain(1));
  await vi.waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
});

test('hiding offline on the pack page turns its button to “Show in My packs” at once, described as waiting', async () => {
  const { user } = renderApp('/packs/1');
  await screen.findByRole('heading', { level: 1, name: 'Cute Cats' }, firstPage);

  goOffline();
  await user.click(await screen.findByRole('button', { name: 'Hide' }));
  const show = await screen.findByRole('button', { name: 'Show in My packs' });
  expect(show).toHaveAccessibleDescription('Waiting to send');
  expect(screen.getByRole('button', { name: 'Add to wish list' })).not.toHaveAccessibleDescription(
    'Waiting to send',
  );

  goOnline();
  await vi.waitFor(async () => expect(await listedIds('mysticker/hide/demo')).toContain(1));
  await vi.waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
  expect(screen.getByRole('button', { name: 'Show in My packs' })).not.toHaveAccessibleDescription(
    'Waiting to send',
  );
});

test('a pack downloaded offline is owned on its page and in My packs at once, marked waiting until it is sent', async () => {
  const { user, router } = renderApp('/my-packs');
  await screen.findByRole('link', { name: 'Cute Cats' }, firstPage);
  await router.navigate('/packs/6');
  await screen.findByRole('heading', { level: 1, name: 'Ñandú Dance' });

  goOffline();
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(await screen.findByText('In My packs', {}, firstPage)).toBeVisible();
  expect(screen.getByText('Waiting to send')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();

  await router.navigate('/my-packs');
  expect(within(await packCard('Ñandú Dance')).getByText('Waiting to send')).toBeVisible();
  expect(within(await packCard('Cute Cats')).queryByText('Waiting to send')).toBeNull();
  expect(requestLog.count('download')).toBe(0);

  goOnline();
  // The download, then the refetch of every list showing the pack, on a loaded machine.
  await vi.waitFor(async () => expect(await listedIds('mysticker/demo')).toContain(6), firstPage);
  await vi.waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull(), firstPage);
  expect(await packCard('Ñandú Dance')).toBeVisible();
});

test('a wish the service cannot be reached for stays, marked waiting, and is sent once it answers', async () => {
  failOperation('M11', 'network');
  // The app's own retry policy (the test client's retries nothing).
  const { user } = renderApp('/packs/6', { queryClient: createQueryClient() });
  await screen.findByRole('heading', { level: 1, name: 'Ñandú Dance' }, firstPage);

  await user.click(screen.getByRole('button', { name: 'Add to wish list' }));
  const unwish = await screen.findByRole('button', { name: 'Remove from wish list' });
  await vi.waitFor(() => expect(unwish).toHaveAccessibleDescription('Waiting to send'));
  const bar = screen.getByRole('status', { name: '' });
  expect(bar).toHaveTextContent("Can't reach the sticker service");
  expect(bar).toHaveTextContent('1 change waits to be sent.');
  expect(await listedIds('wish/demo')).not.toContain(6);

  server.resetHandlers();
  await vi.waitFor(async () => expect(await listedIds('wish/demo')).toContain(6), {
    timeout: 10_000,
  });
  await vi.waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
  expect(screen.getByRole('button', { name: 'Remove from wish list' })).toBeVisible();
});

test('a gift accepted offline says it waits to be sent, not that it is being accepted', async () => {
  const { user } = renderApp('/gifts');
  const accept = await screen.findByRole(
    'button',
    { name: 'Accept 행복한 하루 from friend' },
    firstPage,
  );
  goOffline();
  await user.click(accept);
  await vi.waitFor(() => expect(accept).toHaveAccessibleDescription('Waiting to send'));
  expect(accept).toHaveTextContent('Accept');
  expect(accept).not.toHaveAttribute('aria-busy');
  expect(accept).toHaveAttribute('aria-disabled', 'true');

  goOnline();
  expect(await screen.findByText(/✓ Received/)).toBeVisible();
});

test('a wish made offline that another device made meanwhile is not sent: the toggle would undo it', async () => {
  const { user } = renderApp('/packs/6');
  await screen.findByRole('heading', { level: 1, name: 'Ñandú Dance' }, firstPage);
  goOffline();
  await user.click(screen.getByRole('button', { name: 'Add to wish list' }));
  await screen.findByRole('button', { name: 'Remove from wish list' });

  // The same wish, from elsewhere, while this tab is offline.
  await getCurrentService().call('PUT', '/api/messenger/v1/wish/6?userId=demo');
  goOnline();
  await vi.waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
  expect(requestLog.count('M11')).toBe(0);
  expect(await listedIds('wish/demo')).toContain(6);
  expect(screen.getByRole('button', { name: 'Remove from wish list' })).toBeVisible();
});

test('a hide made offline is sent when the service has not hidden the pack meanwhile', async () => {
  const [packId] = await listedIds('mysticker/demo');
  const { user } = renderApp(`/packs/${packId}`);
  const main = await screen.findByRole('main');
  goOffline();
  await user.click(await within(main).findByRole('button', { name: 'Hide' }, firstPage));
  await within(main).findByRole('button', { name: 'Show in My packs' });
  goOnline();
  await vi.waitFor(async () => expect(await listedIds('mysticker/hide/demo')).toContain(packId));
  expect(requestLog.count('M8')).toBe(1);
});

test('offline, a wish can be taken back before it is sent; online, the service ends as the person left it', async () => {
  const { user } = renderApp('/packs/6');
  await screen.findByRole('heading', { level: 1, name: 'Ñandú Dance' }, firstPage);
  goOffline();
  await user.click(screen.getByRole('button', { name: 'Add to wish list' }));
  const unwish = await screen.findByRole('button', { name: 'Remove from wish list' });
  expect(unwish).not.toHaveAttribute('aria-busy');
  await user.click(unwish);
  expect(await screen.findByRole('button', { name: 'Add to wish list' })).toBeVisible();

  goOnline();
  await vi.waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
  expect(await listedIds('wish/demo')).not.toContain(6);
  expect(screen.getByRole('button', { name: 'Add to wish list' })).toBeVisible();
});

test('an unwish made offline is sent when the service does not say whether the pack is wished', async () => {
  // A server whose M3 leaves isWish out: the app must not read that as "not wished".
  reshapeOperation('M3', (body) => {
    const { package: pack } = body as { package: Record<string, unknown> };
    delete pack.isWish;
    return body;
  });
  const { user } = renderApp('/wishlist');
  const remove = await screen.findByRole(
    'button',
    { name: 'Remove Yummy Food from wish list' },
    firstPage,
  );
  goOffline();
  await user.click(remove);
  goOnline();
  await vi.waitFor(async () => expect(await listedIds('wish/demo')).not.toContain(4));
  expect(requestLog.count('M11')).toBe(1);
});
