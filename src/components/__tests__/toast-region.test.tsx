import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeClock, passTime } from '../../testing/clock';
import { findToastRegion, itemsWith, settle } from '../../testing/toasts';
import { notify } from '../toast/notify';
import { ToastRegion } from '../toast/toast-region';

afterEach(() => {
  vi.useRealTimers();
});

/** The region, loaded by a first notice and showing it. */
async function showRegion() {
  render(<ToastRegion />);
  notify({ message: 'Ready.' });
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText('Ready.')).toBeVisible());
  return region;
}

// First in the file: no notice has been asked for yet in this module's life.
test('loads the toaster once the page has loaded, with no notice asked for', async () => {
  render(<ToastRegion />);
  expect(await findToastRegion()).toBeInTheDocument();
});

test('announces politely and can be dismissed', async () => {
  const user = userEvent.setup();
  render(<ToastRegion />);
  notify({ message: 'Saved.', tone: 'success' });
  const region = await findToastRegion();
  expect(region).toHaveAttribute('aria-live', 'polite');
  await waitFor(() => expect(within(region).getByText('Saved.')).toBeVisible());
  await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(within(region).queryByText('Saved.')).not.toBeInTheDocument());
});

test('the same notice raised twice while it shows is shown once', async () => {
  const region = await showRegion();
  notify({ message: "Couldn't refresh: the service is out of reach", tone: 'error' });
  notify({ message: "Couldn't refresh: the service is out of reach", tone: 'error' });
  notify({ message: 'Another notice.' });
  await waitFor(() => expect(within(region).getByText('Another notice.')).toBeVisible());
  // The second replaces the first (which leaves) rather than stacking beside it.
  await waitFor(() => expect(within(region).getAllByText(/^Couldn't refresh/)).toHaveLength(1));
});

test('a notice shown again after it closed shows again', async () => {
  const user = userEvent.setup();
  const region = await showRegion();
  notify({ message: 'Sticker copied.' });
  await waitFor(() => expect(within(region).getByText('Sticker copied.')).toBeVisible());
  const copied = within(region)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText('Sticker copied.'));
  if (!copied) throw new Error('a toast is a list item');
  await user.click(within(copied).getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() =>
    expect(within(region).queryByText('Sticker copied.')).not.toBeInTheDocument(),
  );
  notify({ message: 'Sticker copied.' });
  await waitFor(() => expect(within(region).getByText('Sticker copied.')).toBeVisible());
});

test('runs its action once and closes', async () => {
  const user = userEvent.setup();
  const undo = vi.fn();
  render(<ToastRegion />);
  notify({ message: 'Hidden.', action: { label: 'Undo', onClick: undo } });
  const region = await findToastRegion();
  await user.click(await within(region).findByRole('button', { name: 'Undo' }));
  expect(undo).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(within(region).queryByText('Hidden.')).not.toBeInTheDocument());
});

test('a notice raised before the region has mounted still shows', async () => {
  notify({ message: 'Early.' });
  render(<ToastRegion />);
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText('Early.')).toBeVisible());
});

test('closes by itself after its time, later when it offers an action', async () => {
  const region = await showRegion();
  vi.useFakeTimers();
  try {
    notify({ message: 'Plain.' });
    notify({ message: 'With undo.', action: { label: 'Undo', onClick: () => undefined } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(region).getByText('Plain.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(within(region).queryByText('Plain.')).not.toBeInTheDocument();
    expect(within(region).getByText('With undo.')).toBeVisible();
    // sonner may restart a toast's timer when the stack around it changes: allow for that.
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(within(region).queryByText('With undo.')).not.toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});

/** A notice raised on a page with the toast region, once it shows: the region and its item. */
async function shownNotice(message: string) {
  render(<ToastRegion />);
  notify({ message });
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText(message)).toBeVisible());
  const [item] = itemsWith(region, message);
  if (!item) throw new Error('the notice is in a list item');
  return { region, item };
}

/**
 * A notice without an action is known by its text (notify.ts: "the same one again while it shows
 * renews it"). Raised again while the last one is leaving (sonner's 200 ms exit, after its close button
 * or its time), it is a new toast, not merged into the leaving one and gone with it.
 */
test('the same notice again just after it was closed shows', async () => {
  const { region, item } = await shownNotice('Link copied.');
  fireEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
  await settle(50);
  notify({ message: 'Link copied.' });
  await settle(1000);
  expect(within(region).getByText('Link copied.')).toBeInTheDocument();
});

test('the same notice again as it leaves after its time shows', async () => {
  fakeClock();
  const { region, item } = await shownNotice('Sticker copied.');
  await passTime(5_000);
  await waitFor(() => expect(item).toHaveAttribute('data-removed', 'true'));
  notify({ message: 'Sticker copied.' });
  await settle(1000);
  expect(within(region).getByText('Sticker copied.')).toBeInTheDocument();
}, 20_000);

/**
 * The toaster shows 4 toasts (visibleToasts: 4). A notice known by its words that is still
 * showing is renewed in place; when 4 newer toasts are above it, it is the hidden fifth, and the
 * same words raised again are renewed there: the person who copies a sticker again sees nothing.
 */
test('the same words raised again while their toast is the hidden fifth are shown', async () => {
  render(<ToastRegion />);
  notify({ message: 'Sticker copied.', tone: 'success' });
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText('Sticker copied.')).toBeInTheDocument());
  // Four other notices (say, four wishes each with its Undo) come after it.
  for (const name of ['A', 'B', 'C', 'D']) {
    notify({ message: `${name} added to your wish list.`, about: `wish:${name}` });
  }
  await waitFor(() =>
    expect(within(region).getByText('D added to your wish list.')).toBeInTheDocument(),
  );
  await settle(300);

  // The person copies another sticker: the app says "Sticker copied." again.
  notify({ message: 'Sticker copied.', tone: 'success' });
  await settle(600);
  const shown = itemsWith(region, 'Sticker copied.');
  expect(shown.map((li) => li.getAttribute('data-visible'))).toContain('true');
}, 15_000);
