import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { noteNoAnswer } from '../../api/service-reach';
import { renderWithProviders } from '../../testing/render';
import { ConnectionStatus } from './connection-status';
import { REACH_CHECK_MS } from './use-service-out-of-reach';

test('on a page that reads nothing from the service, the bar does not stay saying it is out of reach', async () => {
  noteNoAnswer();
  renderWithProviders(<ConnectionStatus />);
  // Nothing on screen can be a saved copy, and nothing would ever be asked again to clear it.
  expect(await screen.findByText("Can't reach the sticker service")).toBeVisible();
  await waitFor(
    () => expect(screen.queryByText("Can't reach the sticker service")).not.toBeInTheDocument(),
    { timeout: REACH_CHECK_MS + 5_000 },
  );
});
