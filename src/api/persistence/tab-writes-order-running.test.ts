import 'fake-indexeddb/auto';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { clear, get, set } from 'idb-keyval';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { failOperation } from '../../testing/msw';
import { getCurrentService } from '../../testing/msw/service';
import { mutationKeys } from '../keys';
import { writeScope } from '../mutations/user-mutation';
import { createQueryClient } from '../query-client';
import { persistCache, WRITES_VERSION } from './persist-cache';
import { openTab, type Tab } from './tab-writes';
import { cacheStore } from './user-persister';
import { fakeWebLocks } from '../../testing/web-locks';

const USER = 'order-running';
let locks: ReturnType<typeof fakeWebLocks>;
const open: { tab: Tab; client: QueryClient; stop: () => void }[] = [];

beforeEach(async () => {
  await clear(cacheStore());
  locks = fakeWebLocks();
  Object.defineProperty(navigator, 'locks', { value: locks.manager, configurable: true });
  updateSettings({ userId: USER });
});
afterEach(() => {
  open.splice(0).forEach(({ client, stop }) => {
    stop();
    client.unmount();
  });
  Reflect.deleteProperty(navigator, 'locks');
  onlineManager.setOnline(true);
});

/** Another tab's entry: a wish made `ageMs` ago, with the choice `wanted`, waiting. */
const othersWish = (wanted: boolean, ageMs: number): PersistedClient => ({
  buster: WRITES_VERSION,
  timestamp: Date.now(),
  clientState: {
    queries: [],
    mutations: [
      {
        mutationKey: [...mutationKeys.toggleWish],
        scope: writeScope(USER),
        state: {
          context: undefined,
          data: undefined,
          error: null,
          failureCount: 0,
          failureReason: null,
          isPaused: true,
          status: 'pending',
          variables: { packageId: 6, userId: USER, wanted, madeOffline: true },
          submittedAt: Date.now() - ageMs,
        },
      },
    ],
  },
});

async function wishedOnService(packageId: number): Promise<unknown> {
  const body = (await getCurrentService().call(
    'GET',
    `/api/messenger/v1/package/${packageId}?userId=${USER}&record=N`,
  )) as { package?: { isWish?: unknown } };
  return body.package?.isWish;
}

it('a write taken over from a tab that closes is sent before this tab’s newer one that is between tries', async () => {
  // Another tab, still open, has a wish for pack 6 made a minute ago waiting.
  const other = openTab();
  await other.claim();
  await set(other.writesKey, othersWish(true, 60_000), cacheStore());

  const tab = openTab();
  const client = createQueryClient();
  const stop = await persistCache(client, tab);
  open.push({ tab, client, stop });
  client.mount();

  // Here the person takes the wish back now; its first try gets no answer and waits to retry.
  failOperation('M11', 'network', { once: true });
  void new MutationObserver<unknown, Error, Record<string, unknown>>(client, {
    mutationKey: mutationKeys.toggleWish,
    scope: writeScope(USER),
  })
    .mutate({ packageId: 6, userId: USER, wanted: false })
    .catch(() => undefined);
  await vi.waitFor(() =>
    expect(
      client
        .getMutationCache()
        .getAll()
        .some((m) => m.state.failureCount > 0),
    ).toBe(true),
  );

  // The other tab closes: its older write is taken over here.
  locks.release(other.lockName ?? '');
  await vi.waitFor(async () => expect(await get(other.writesKey, cacheStore())).toBeUndefined());
  await vi.waitFor(
    () =>
      expect(
        client
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.status === 'pending'),
      ).toEqual([]),
    { timeout: 5000 },
  );
  // The person's last choice was "not wished".
  expect(await wishedOnService(6)).toBe('N');
}, 10_000);
