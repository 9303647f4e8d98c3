import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * A clock the test moves on (`passTime`) while real time still runs under it (sonner's 200 ms
 * exits, Testing Library's waits); a user whose presses move it too. Undo with `vi.useRealTimers`.
 */
export function fakeClock(): UserEvent {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Moves the fake clock on by `ms`, running what comes due (a toast's time, a Retry-After). */
export const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
