import { hydrate, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { mutationKeys } from '../api/keys';
import { setWriteDefaults } from '../api/mutations/defaults';
import { notify, onNotice } from '../components/toast/notify';
import { ToastRegion } from '../components/toast/toast-region';
import { getSettings, updateSettings } from '../lib/settings';
import { failOperation } from '../testing/msw';
import { pausedWrite } from '../testing/paused-write';
import { renderWithProviders } from '../testing/render';
import { createAppQueryClient } from './providers';

const userId = 'refused-while-away';
const shownBefore = getSettings().userId;
afterEach(() => updateSettings({ userId: shownBefore }));

/** That user's download, saved before a reload, refused while someone else is shown. */
async function refusedWhileSomeoneElseShown(client: QueryClient) {
  setWriteDefaults(client);
  failOperation('download', 1000);
  hydrate(client, {
    queries: [],
    mutations: [
      pausedWrite(
        mutationKeys.downloadPack,
        { packageId: 6, userId, madeOffline: true },
        { failureCount: 1 },
      ),
    ],
  });
  await client.resumePausedMutations();
  await waitFor(() => expect(client.isMutating()).toBe(0));
}

test('another user’s refusal is not told to the next user shown while it waited for the pack’s name, but to its user when shown again', async () => {
  updateSettings({ userId: 'someone-else' });
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  await refusedWhileSomeoneElseShown(queryClient);

  // Who is shown when each notice from now on is raised.
  const shownWhenTold: string[] = [];
  const stop = onNotice(() => shownWhenTold.push(getSettings().userId));
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
