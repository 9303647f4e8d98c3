import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { noteNoAnswer } from '../../api/service-reach';
import { activateLocale } from '../../i18n';
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

afterEach(async () => {
  onlineManager.setOnline(true);
  await activateLocale('en');
});

// Heard as one run-on sentence (“You're offline Pages and lists…”) without a sentence's end.
test.each([
  ['en', "You're offline. Pages and lists you have opened on this device still work."],
  ['ja', 'オフラインです。この端末で開いたことのあるページやリストは、引き続き利用できます。'],
] as const)('in %s, the offline notice reads as two sentences', async (locale, notice) => {
  await activateLocale(locale);
  renderWithProviders(<ConnectionStatus />);
  act(() => onlineManager.setOnline(false));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(notice));
});
