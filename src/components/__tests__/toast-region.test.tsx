import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ToastContext } from '../toast/toast-context';
import { ToastRegion } from '../toast/toast-region';
import { createToastStore } from '../toast/toast-store';

afterEach(() => vi.useRealTimers());

function setup() {
  const store = createToastStore();
  render(
    <ToastContext value={store}>
      <ToastRegion />
    </ToastContext>,
  );
  return { store, region: screen.getByRole('region', { name: 'Notifications' }) };
}

test('announces politely and can be dismissed', async () => {
  const user = userEvent.setup();
  const { store, region } = setup();
  expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
  act(() => void store.show({ message: 'Saved.', tone: 'success' }));
  expect(within(region).getByText('Saved.')).toBeVisible();
  await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
  expect(within(region).queryByText('Saved.')).not.toBeInTheDocument();
});

test('runs its action once and closes', async () => {
  const user = userEvent.setup();
  const undo = vi.fn();
  const { store, region } = setup();
  act(() => void store.show({ message: 'Hidden.', action: { label: 'Undo', onClick: undo } }));
  await user.click(within(region).getByRole('button', { name: 'Undo' }));
  expect(undo).toHaveBeenCalledTimes(1);
  expect(within(region).queryByText('Hidden.')).not.toBeInTheDocument();
});

test('closes by itself after its time, later when it offers an action', () => {
  vi.useFakeTimers();
  const { store, region } = setup();
  act(() => {
    store.show({ message: 'Plain.' });
    store.show({ message: 'With undo.', action: { label: 'Undo', onClick: () => undefined } });
  });
  act(() => void vi.advanceTimersByTime(5_000));
  expect(within(region).queryByText('Plain.')).not.toBeInTheDocument();
  expect(within(region).getByText('With undo.')).toBeVisible();
  act(() => void vi.advanceTimersByTime(3_000));
  expect(within(region).queryByText('With undo.')).not.toBeInTheDocument();
});
