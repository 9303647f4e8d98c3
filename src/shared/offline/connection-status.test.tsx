import { act, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { noteNoAnswer } from '../../api/service-reach';
import { renderWithProviders } from '../../testing/render';
import { ConnectionStatus } from './connection-status';
import { REACH_CHECK_MS } from './use-service-out-of-reach';

test('on a page that reads nothing from the service, the bar does not stay saying it is out of reach', async () => {
  // The bar's own check comes after REACH_CHECK_MS: the clock is moved on, not waited for.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    noteNoAnswer();
    renderWithProviders(<ConnectionStatus />);
    // Nothing on screen can be a saved copy, and nothing would ever be asked again to clear it.
    expect(await screen.findByText("Can't reach the sticker service")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(REACH_CHECK_MS));
    await waitFor(() =>
      expect(screen.queryByText("Can't reach the sticker service")).not.toBeInTheDocument(),
    );
  } finally {
    vi.useRealTimers();
  }
});
