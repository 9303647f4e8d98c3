import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { noteNoAnswer } from '../../api/service-reach';
import { renderWithProviders } from '../../testing/render';
import { ConnectionStatus } from './connection-status';

test('on a page that reads nothing from the service, the bar does not stay saying it is out of reach', async () => {
  noteNoAnswer();
  renderWithProviders(<ConnectionStatus />);
  // Nothing on screen can be a saved copy, and nothing would ever be asked again to clear it.
  await waitFor(() =>
    expect(screen.queryByText("Can't reach the sticker service")).not.toBeInTheDocument(),
  );
});
