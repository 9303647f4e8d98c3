import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/** The toasts' live region, once sonner has loaded. */
export const findToastRegion = () => screen.findByRole('region', { name: /^Notifications/ });

/** The toasts (list items) showing `text`. */
export const itemsWith = (region: HTMLElement, text: string) =>
  within(region)
    .queryAllByRole('listitem')
    .filter((li) => within(li).queryByText(text));

/**
 * A clock the test moves on (`passTime`) while real time still runs under it (sonner's 200 ms
 * exits, Testing Library's waits); a user whose presses move it too. Undo with `vi.useRealTimers`.
 */
export function fakeClock(): UserEvent {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Moves the fake clock on by `ms`, running what comes due (a toast's time). */
export const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Real time passing, for sonner's timers and its 200 ms exits. */
export const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tabs on (a few stops: a toast, then its buttons) until `target` has focus. */
export async function tabTo(user: UserEvent, target: HTMLElement): Promise<void> {
  for (let i = 0; i < 6 && document.activeElement !== target; i += 1) await user.tab();
  expect(target).toHaveFocus();
}
