// Review: a refusal of another user's write, restored after a reload, is reported to whoever is
// shown. docs/offline.md: "Another user's waiting changes are never counted or marked".
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { mutationKeys, packKeys } from '../api/keys';
import { setWriteDefaults } from '../api/mutations/defaults';
import { updateSettings } from '../lib/settings';
import { ToastRegion } from '../components/toast/toast-region';
import { failOperation } from '../testing/msw';
import { renderWithProviders } from '../testing/render';
import { createAppQueryClient } from './providers';

const alice = 'review-alice';

afterEach(() => updateSettings({ userId: 'demo' }));

async function alicesDownloadRefusedAfterReload(client: QueryClient) {
  setWriteDefaults(client);
  client.setQueryData(packKeys.list('wishlist', { userId: alice }), {
    pages: [{ items: [{ packageId: 6, packageName: 'Alice Secret' }], pageMap: { totalCount: 1 } }],
    pageParams: [1],
  });
  failOperation('download', 1000);
  hydrate(client, {
    queries: [],
    mutations: [
      {
        mutationKey: mutationKeys.downloadPack,
        scope: { id: `writes:${alice}` },
        state: {
          context: undefined,
          data: undefined,
          error: null,
          failureCount: 0,
          failureReason: null,
          isPaused: true,
          status: 'pending',
          variables: { packageId: 6, userId: alice, madeOffline: true },
          submittedAt: Date.now(),
        },
      },
    ],
  });
  await client.resumePausedMutations();
}

test('review: Bob, shown, is not told that Alice’s change to her pack was not accepted', async () => {
  updateSettings({ userId: 'review-bob' });
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await alicesDownloadRefusedAfterReload(queryClient);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(screen.queryByText(/Alice Secret/)).toBeNull();
});
