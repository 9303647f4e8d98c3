import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import {
  failOperation,
  getCurrentService,
  holdOperation,
  passToService,
  requestLog,
  route,
  server,
} from '../../testing/msw';
import { findNotice, renderApp } from './render-app';

// Whole-app journeys over lazily loaded routes: the first one also pays for the transforms.
vi.setConfig({ testTimeout: 20_000 });

/** Pack ids of one of the demo user's lists, as the service answers it now. */
async function listedIds(path: string): Promise<number[]> {
  const body = (await getCurrentService().call('GET', `/api/messenger/v1/${path}`)) as {
    packageList: { packageId: number }[];
  };
  return body.packageList.map((pack) => pack.packageId);
}

const notifications = () => screen.getByRole('region', { name: /^Notifications/ });

test('hiding a pack moves it from My packs to Hidden, and Undo brings it back', async () => {
  const { user, router } = renderApp('/my-packs');
  await user.click(await screen.findByRole('button', { name: 'Hide Cute Cats' }));

  expect(screen.queryByRole('link', { name: 'Cute Cats' })).not.toBeInTheDocument();
  expect(await findNotice('“Cute Cats” hidden.')).toBeVisible();
  expect(await listedIds('mysticker/hide/demo')).toContain(1);

  await router.navigate('/hidden');
  expect(await screen.findByRole('link', { name: 'Cute Cats' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Chats Chics' })).toBeVisible();

  await router.navigate('/my-packs');
  await screen.findByRole('link', { name: 'Gatos' });
  await user.click(within(notifications()).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('link', { name: 'Cute Cats' })).toBeVisible();
  expect(await findNotice('“Cute Cats” is back in My packs.')).toBeVisible();
  await expect.poll(() => listedIds('mysticker/hide/demo')).not.toContain(1);
});

test('recovering a hidden pack returns it to My packs', async () => {
  const { user, router } = renderApp('/hidden');
  await user.click(await screen.findByRole('button', { name: 'Recover Chats Chics' }));
  expect(await screen.findByText('Nothing hidden')).toBeVisible();
  await router.navigate('/my-packs');
  expect(await screen.findByRole('link', { name: 'Chats Chics' })).toBeVisible();
});

test('a failed hide says so and leaves My packs as it was', async () => {
  failOperation('M8', 1000);
  const { user } = renderApp('/my-packs');
  await user.click(await screen.findByRole('button', { name: 'Hide Cute Cats' }));
  expect(
    await findNotice("Couldn't hide “Cute Cats”. The sticker service had a problem."),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Cute Cats' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Gatos' })).toBeVisible();
});

test('wishing from the pack page adds the pack to the wish list', async () => {
  const { user, router } = renderApp('/packs/6');
  await user.click(await screen.findByRole('button', { name: 'Add to wish list' }));
  expect(await screen.findByRole('button', { name: 'Remove from wish list' })).toBeVisible();
  expect(await findNotice('“Ñandú Dance” added to your wish list.')).toBeVisible();

  await router.navigate('/wishlist');
  expect(await screen.findByRole('link', { name: 'Ñandú Dance' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Yummy Food' })).toBeVisible();
});

test('a toast isolates the pack’s name, so a right-to-left sentence keeps it in order', async () => {
  const { user } = renderApp('/packs/6');
  await user.click(await screen.findByRole('button', { name: 'Add to wish list' }));
  const notice = await findNotice('“Ñandú Dance” added to your wish list.');
  expect(notice).toHaveTextContent(/^“\u2068Ñandú Dance\u2069” added to your wish list\.$/);
});

test('removing from the wish list offers Undo', async () => {
  const { user } = renderApp('/wishlist');
  await user.click(await screen.findByRole('button', { name: 'Remove Yummy Food from wish list' }));
  expect(await screen.findByText('Your wish list is empty')).toBeVisible();
  expect(await findNotice('“Yummy Food” removed from your wish list.')).toBeVisible();
  await user.click(within(notifications()).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('link', { name: 'Yummy Food' })).toBeVisible();
});

/** Waits until the toast region no longer shows `text` (a dismissed toast leaves in 200 ms). */
const noticeGone = (text: RegExp) =>
  waitFor(() => expect(within(notifications()).queryByText(text)).not.toBeInTheDocument(), {
    timeout: 1000,
  });

test('wishing, un-wishing and undoing leave only the latest toast about the pack', async () => {
  const { user } = renderApp('/packs/6');
  await user.click(await screen.findByRole('button', { name: 'Add to wish list' }));
  await findNotice('“Ñandú Dance” added to your wish list.');

  await user.click(await screen.findByRole('button', { name: 'Remove from wish list' }));
  expect(await findNotice('“Ñandú Dance” removed from your wish list.')).toBeVisible();
  await noticeGone(/added to your wish list/);

  await user.click(within(notifications()).getByRole('button', { name: 'Undo' }));
  expect(await findNotice('“Ñandú Dance” added to your wish list.')).toBeVisible();
  await noticeGone(/removed from your wish list/);
});

test('hiding then showing a pack leaves only the latest toast about it', async () => {
  const { user } = renderApp('/packs/2');
  const main = await screen.findByRole('main');
  await user.click(await within(main).findByRole('button', { name: 'Hide' }));
  await findNotice('“Gatos” hidden.');

  await user.click(await within(main).findByRole('button', { name: 'Show in My packs' }));
  expect(await findNotice('“Gatos” is back in My packs.')).toBeVisible();
  await noticeGone(/hidden\.$/);
});

test('a failed wish rolls back and shows a message', async () => {
  failOperation('M11', 1000);
  const { user } = renderApp('/packs/6');
  await user.click(await screen.findByRole('button', { name: 'Add to wish list' }));
  expect(
    await findNotice("Couldn't wish for “Ñandú Dance”. The sticker service had a problem."),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add to wish list' })).toBeEnabled();
  expect(await listedIds('wish/demo')).not.toContain(6);
});

test.each([
  ['wish', '/packs/6', 'M11', 'Add to wish list', '“Ñandú Dance” added to your wish list.'],
  ['hide', '/packs/2', 'M8', 'Hide', '“Gatos” hidden.'],
] as const)(
  'a %s the service applied but answered with a 502 says what the service did',
  async (_kind, path, operation, button, said) => {
    server.use(
      route(operation, async (context) => {
        await passToService(context);
        return HttpResponse.text('<html>Bad gateway</html>', { status: 502 });
      }),
    );
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await findNotice(said)).toBeVisible();
    expect(screen.queryByText(/^Couldn't/)).not.toBeInTheDocument();
  },
);

test('accepting a gift stays pending until the list has refetched, then marks it received', async () => {
  const { user } = renderApp('/gifts');
  const accept = await screen.findByRole('button', { name: 'Accept 행복한 하루 from friend' });
  const refetch = holdOperation('M12');
  await user.click(accept);

  // The confirm answered, but the gift list has not: the button must still say so.
  await expect.poll(() => requestLog.count('M13')).toBe(1);
  const pending = screen.getByRole('button', { name: 'Accept 행복한 하루 from friend' });
  expect(pending).toHaveAttribute('aria-disabled', 'true');
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await user.click(pending);
  expect(requestLog.count('M13')).toBe(1);
  expect(screen.queryByText(/Received/)).not.toBeInTheDocument();

  refetch.release();
  expect(await screen.findByText(/✓ Received/)).toBeVisible();
  expect(screen.queryByRole('button', { name: /Accept 행복한 하루/ })).not.toBeInTheDocument();
  expect(await findNotice('“행복한 하루” received. It is in My packs now.')).toBeVisible();
});

test('a failed gift confirmation says so and keeps the gift pending', async () => {
  failOperation('M13', 1000);
  const { user } = renderApp('/gifts');
  await user.click(await screen.findByRole('button', { name: 'Accept 행복한 하루 from friend' }));
  expect(
    await findNotice("Couldn't confirm “행복한 하루”. The sticker service had a problem."),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Accept 행복한 하루 from friend' })).toBeEnabled();
  expect(screen.queryByText(/✓ Received/)).not.toBeInTheDocument();
});

test('a hidden pack’s page says hidden and shows it again, as the service then lists it', async () => {
  const [hiddenId] = await listedIds('mysticker/hide/demo');
  const { user } = renderApp(`/packs/${hiddenId}`);
  const main = await screen.findByRole('main');
  expect(await within(main).findByText('Hidden')).toBeVisible();
  expect(within(main).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();

  await user.click(await within(main).findByRole('button', { name: 'Show in My packs' }));
  expect(await within(notifications()).findByText(/is back in My packs\.$/)).toBeVisible();
  expect(within(notifications()).queryByText(/hidden\.$/)).not.toBeInTheDocument();
  expect(await within(main).findByRole('button', { name: 'Hide' })).toBeVisible();
  expect(await listedIds('mysticker/hide/demo')).not.toContain(hiddenId);
  expect(await listedIds('mysticker/demo')).toContain(hiddenId);
});
