import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { notify } from '../toast/notify';
import { ToastRegion } from '../toast/toast-region';

const findRegion = () => screen.findByRole('region', { name: /^Notifications/ });
const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A notice without an action is known by its text (notify.ts: "the same one again while it shows
 * renews it"). While the last one is leaving (sonner's 200 ms exit, after its close button or its
 * time), sonner merges the new one into the leaving toast, which goes: the notice is never shown.
 */
test('review9: the same notice again just after it was closed shows', async () => {
  render(<ToastRegion />);
  notify({ message: 'Link copied.' });
  const region = await findRegion();
  await waitFor(() => expect(within(region).getByText('Link copied.')).toBeVisible());
  const item = within(region)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText('Link copied.'))!;
  fireEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
  await settle(50);
  notify({ message: 'Link copied.' });
  await settle(1000);
  expect(within(region).queryByText('Link copied.')).not.toBeNull();
});

test('review9: the same notice again as it leaves after its time shows', async () => {
  render(<ToastRegion />);
  notify({ message: 'Sticker copied.' });
  const region = await findRegion();
  await waitFor(() => expect(within(region).getByText('Sticker copied.')).toBeVisible());
  const item = within(region)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText('Sticker copied.'))!;
  await waitFor(() => expect(item).toHaveAttribute('data-removed', 'true'), { timeout: 7000 });
  notify({ message: 'Sticker copied.' });
  await settle(1000);
  expect(within(region).queryByText('Sticker copied.')).not.toBeNull();
}, 20_000);
