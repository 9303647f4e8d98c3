import type { DehydratedState } from '@tanstack/react-query';

type SavedWrite = DehydratedState['mutations'][number];

/** A write as a tab saved it while it waited for the network, ready to hydrate or store. */
export function pausedWrite(
  mutationKey: readonly unknown[],
  variables: unknown,
  {
    submittedAt = Date.now(),
    failureCount = 0,
    scope,
  }: { submittedAt?: number; failureCount?: number; scope?: { id: string } } = {},
): SavedWrite {
  return {
    mutationKey: [...mutationKey],
    ...(scope ? { scope } : {}),
    state: {
      context: undefined,
      data: undefined,
      error: null,
      failureCount,
      failureReason: null,
      isPaused: true,
      status: 'pending',
      variables,
      submittedAt,
    },
  };
}
