import type { ToastInput, ToastStore } from './toast-store';

type Outcome<T> = {
  success?: (result: T) => ToastInput | undefined;
  error: (error: unknown) => string;
};

/**
 * Reports a mutation's end in a toast. Works from a promise (mutateAsync) rather than mutate's
 * callbacks, which React Query drops once the calling component unmounts: an Undo pressed on
 * another page must still say how it went.
 */
export function notifyOutcome<T>(
  promise: Promise<T>,
  toast: Pick<ToastStore, 'show'>,
  { success, error }: Outcome<T>,
): void {
  promise.then(
    (result) => {
      const input = success?.(result);
      if (input) toast.show(input);
    },
    (cause: unknown) => toast.show({ message: error(cause), tone: 'error' }),
  );
}
