import {
  onlineManager,
  useMutation,
  type DefaultError,
  type MutateOptions,
  type Mutation,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import type { UserScope } from '../keys';

/** A write's variables: the user who made it, and whether it was made offline. */
export type WithUser<TVariables> = TVariables & UserScope & { madeOffline?: true };

/**
 * A write waiting for the network rather than on its way: paused offline, or failed to reach the
 * service and to be tried again. Online, a write queued behind another is paused too, but busy.
 */
export function writeWaits(state: { isPaused: boolean; failureCount: number }): boolean {
  return (state.isPaused && !onlineManager.isOnline()) || state.failureCount > 0;
}

/**
 * A write not sent yet and not on its way for the first time: paused (offline, or queued behind
 * another) or failed and to be tried again. What is saved for after a reload, and marked waiting.
 */
export function waitsToBeSent({ state }: Mutation): boolean {
  return state.status === 'pending' && (state.isPaused || state.failureCount > 0);
}

/** The user a write was made for, from variables that may have been restored from storage. */
export function writerOf(variables: unknown): string | undefined {
  if (typeof variables !== 'object' || variables === null || !('userId' in variables)) return;
  return typeof variables.userId === 'string' ? variables.userId : undefined;
}

/** The user's writes run one at a time, in the order made: offline, they queue in that order. */
export const writeScope = (userId: string) => ({ id: `writes:${userId}` });

// Distributes over the result's states, so `isPending` still narrows `variables`.
type WithoutMutate<T> = T extends unknown ? Omit<T, 'mutate' | 'mutateAsync'> : never;

type UserMutationResult<TData, TVariables, TContext> = WithoutMutate<
  UseMutationResult<TData, DefaultError, WithUser<TVariables>, TContext>
> & {
  mutate: (
    variables: TVariables,
    options?: MutateOptions<TData, DefaultError, WithUser<TVariables>, TContext>,
  ) => void;
  mutateAsync: (variables: TVariables) => Promise<TData>;
};

/**
 * A write made by the current user. The userId travels in the variables rather than in a closure,
 * so a write queued offline and restored after a reload (mutation defaults, src/api/persistence)
 * is still sent for the user who made it.
 */
export function useUserMutation<TData, TVariables extends object, TContext = unknown>(
  options: UseMutationOptions<TData, DefaultError, WithUser<TVariables>, TContext>,
): UserMutationResult<TData, TVariables, TContext> {
  const { userId } = useSettings();
  const mutation = useMutation({ ...options, scope: writeScope(userId) });
  const withUser = (variables: TVariables): WithUser<TVariables> =>
    onlineManager.isOnline()
      ? { ...variables, userId }
      : { ...variables, userId, madeOffline: true };
  return {
    ...mutation,
    mutate: (variables, mutateOptions) => mutation.mutate(withUser(variables), mutateOptions),
    mutateAsync: (variables) => mutation.mutateAsync(withUser(variables)),
  };
}
