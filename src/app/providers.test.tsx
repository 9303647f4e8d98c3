import { hydrate, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { mutationKeys, packKeys } from '../api/keys';
import { setWriteDefaults } from '../api/mutations/defaults';
import { notify, onNotice } from '../components/toast/notify';
import { ToastRegion } from '../components/toast/toast-region';
import { getSettings, updateSettings } from '../lib/settings';
import { failOperation } from '../testing/msw';
import { pausedWrite } from '../testing/paused-write';
import { renderWithProviders } from '../testing/render';
import { createAppQueryClient } from './providers';

const userId = 'restored-writes';
const shownBefore = getSettings().userId;

beforeEach(() => updateSettings({ userId }));
afterEach(() => updateSettings({ userId: shownBefore }));

/**
 * A download (or a gift) saved before a reload, then sent and refused by the service (1000); the
 * cache names its pack unless `unnamed`.
 */
async function refusedAfterReload(
  client: QueryClient,
  variables: Record<string, unknown>,
  { unnamed = false, gift = false } = {},
) {
  setWriteDefaults(client);
  if (!unnamed) {
    client.setQueryData(packKeys.list('wishlist', { userId }), {
      pages: [
        { items: [{ packageId: 6, packageName: 'Ñandú Dance' }], pageMap: { totalCount: 1 } },
      ],
      pageParams: [1],
    });
  }
  failOperation(gift ? 'sendGift' : 'download', 1000);
  hydrate(client, {
    queries: [],
    mutations: [
      pausedWrite(
        gift ? mutationKeys.sendGift : mutationKeys.downloadPack,
        { packageId: 6, userId, ...variables },
        { failureCount: 1 },
      ),
    ],
  });
  await client.resumePausedMutations();
}

async function findRefusal() {
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  return waitFor(() => {
    const notice = within(region).getByText(/was not accepted/);
    expect(notice).toBeVisible();
    return notice;
  });
}

test('a write made online and refused after a reload does not say it was made offline', async () => {
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await refusedAfterReload(queryClient, {});
  expect(await findRefusal()).toHaveTextContent(
    /^Your change to “\u2068Ñandú Dance\u2069” was not accepted\./,
  );
});

test('a write made offline and refused after a reload says so', async () => {
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await refusedAfterReload(queryClient, { madeOffline: true });
  expect(await findRefusal()).toHaveTextContent(
    /^Your change to “\u2068Ñandú Dance\u2069”, made offline, was not accepted\./,
  );
});

test('a gift sent offline and refused after a reload names the pack and the friend it was for', async () => {
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await refusedAfterReload(
    queryClient,
    { receiveUserId: 'mateo', madeOffline: true },
    { gift: true },
  );
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  expect(await within(region).findByText(/^Couldn't send “/)).toHaveTextContent(
    /^Couldn't send “\u2068Ñandú Dance\u2069” to \u2068mateo\u2069: /,
  );
});

test('a gift refused after a reload whose pack no list names still names the friend', async () => {
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await refusedAfterReload(queryClient, { receiveUserId: 'mateo' }, { gift: true, unnamed: true });
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  expect(await within(region).findByText(/^Couldn't send your gift/)).toHaveTextContent(
    /^Couldn't send your gift to \u2068mateo\u2069\./,
  );
});

/** A send record saved before a reload, then sent to a server that answers `answer`. */
async function sendRecordAfterReload(client: QueryClient, answer: 404 | 1000) {
  setWriteDefaults(client);
  failOperation('send', answer);
  hydrate(client, {
    queries: [],
    mutations: [
      pausedWrite(mutationKeys.registerSend, { stickerId: 101, userId, madeOffline: true }),
    ],
  });
  await client.resumePausedMutations();
  await waitFor(() => expect(client.isMutating()).toBe(0));
}

test('a send recorded offline, restored and sent to a server without the send record, says nothing', async () => {
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await sendRecordAfterReload(queryClient, 404);
  // A notice raised after it has settled shows; one about it would have shown first.
  notify({ message: 'Later notice' });
  expect(await screen.findByText('Later notice')).toBeVisible();
  expect(screen.queryByText(/was not accepted/)).not.toBeInTheDocument();
});

test('a send recorded offline that the service fails to take is still reported', async () => {
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await sendRecordAfterReload(queryClient, 1000);
  expect(await findRefusal()).toHaveTextContent(/^A change made offline was not accepted\./);
});

test('a refused write of another user says nothing to the one shown, and is told once its user is shown', async () => {
  updateSettings({ userId: 'someone-else' });
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await refusedAfterReload(queryClient, { madeOffline: true });
  notify({ message: 'Later notice' });
  expect(await screen.findByText('Later notice')).toBeVisible();
  expect(screen.queryByText(/was not accepted|Ñandú Dance/)).not.toBeInTheDocument();

  updateSettings({ userId });
  expect(await findRefusal()).toHaveTextContent(
    /^Your change to “\u2068Ñandú Dance\u2069”, made offline, was not accepted\./,
  );
  updateSettings({ userId: 'someone-else' });
  updateSettings({ userId });
  notify({ message: 'Notice after showing the user again' });
  expect(await screen.findByText('Notice after showing the user again')).toBeVisible();
  expect(screen.getAllByText(/was not accepted/)).toHaveLength(1);
});

test('another user’s refusal is not told to the next user shown while it waited for the pack’s name, but to its user when shown again', async () => {
  updateSettings({ userId: 'someone-else' });
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await refusedAfterReload(queryClient, { madeOffline: true }, { unnamed: true });
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));

  // Who is shown when each notice from now on is raised.
  const shownWhenTold: string[] = [];
  const stop = onNotice(() => shownWhenTold.push(getSettings().userId));
  // onNotice calls at once when any notice has been raised before.
  shownWhenTold.length = 0;

  // Settings shows the user (no saved lists name the pack), then someone else at once.
  updateSettings({ userId });
  updateSettings({ userId: 'someone-else' });

  // Past the 2 s the refusal waits for the pack's name: not told to the one shown now.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  notify({ message: 'Later notice' });
  expect(await screen.findByText('Later notice')).toBeVisible();
  expect(shownWhenTold).toEqual(['someone-else']);

  // Its user shown again, and staying: told to them, once.
  updateSettings({ userId });
  await waitFor(() => expect(shownWhenTold).toEqual(['someone-else', userId]), { timeout: 4000 });
  stop();
});
