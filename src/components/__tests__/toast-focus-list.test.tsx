import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { notify } from '../toast/notify';
import { ToastRegion } from '../toast/toast-region';

const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Nothing has focus (the page just loaded; a screen reader user reading in browse mode). A toast
 * shows. They press Alt+T to reach the toasts (sonner focuses its list), then Escape (the stack
 * folds, focus stays on the list). The toast closes after its time and the list goes with it:
 * focus goes to <main>, not <body> (where the next Tab would start at the top of the page).
 */
test('focus on the toast list from nowhere goes to <main>, not <body>, when the last toast closes', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Hide pack</button>
      <main tabIndex={-1}>
        <p>Some text of the page</p>
      </main>
      <ToastRegion />
    </>,
  );
  notify({ message: 'Saved.', tone: 'success' });
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  await waitFor(() => expect(within(region).getByText('Saved.')).toBeVisible());
  // eslint-disable-next-line testing-library/no-node-access -- nothing is focused
  expect(document.activeElement).toBe(document.body);

  await user.keyboard('{Alt>}t{/Alt}');
  // eslint-disable-next-line testing-library/no-node-access -- sonner focuses its list
  expect(region.contains(document.activeElement)).toBe(true);
  await user.keyboard('{Escape}');

  await waitFor(() => expect(within(region).queryByText('Saved.')).toBeNull(), { timeout: 7000 });
  await settle(300);
  expect(document.activeElement?.tagName).toBe('MAIN');
}, 15_000);
