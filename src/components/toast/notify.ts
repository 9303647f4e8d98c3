export type NoticeTone = 'info' | 'success' | 'error';

export type Notice = {
  message: string;
  tone?: NoticeTone;
  action?: { label: string; onClick: () => void };
};

let asked = false;
const firstNoticeListeners = new Set<() => void>();

/**
 * Calls `listener` once a notice has been asked for (at once if one has been): the toast region
 * loads sonner then, so a page that shows no toast runs none of its code.
 */
export function onFirstNotice(listener: () => void): () => void {
  if (asked) {
    listener();
    return () => undefined;
  }
  firstNoticeListeners.add(listener);
  return () => firstNoticeListeners.delete(listener);
}

/** Shows a notice in the toast region; Undo-style actions stay longer, to be read and reached. */
export function notify({ message, tone = 'info', action }: Notice): void {
  if (!asked) {
    asked = true;
    firstNoticeListeners.forEach((listener) => listener());
    firstNoticeListeners.clear();
  }
  // A toaster that subscribes after the toast was raised is shown the toasts still active.
  void import('sonner').then(({ toast }) => {
    const options = { duration: action ? 8000 : 5000, action };
    if (tone === 'success') toast.success(message, options);
    else if (tone === 'error') toast.error(message, options);
    else toast(message, options);
  });
}

type Outcome<T> = {
  success?: (result: T) => Notice | undefined;
  error: (error: unknown) => string;
};

/**
 * Reports a mutation's end in a toast. Works from a promise (mutateAsync) rather than mutate's
 * callbacks, which React Query drops once the calling component unmounts: an Undo pressed on
 * another page must still say how it went.
 */
export function notifyOutcome<T>(promise: Promise<T>, { success, error }: Outcome<T>): void {
  promise.then(
    (result) => {
      const notice = success?.(result);
      if (notice) notify(notice);
    },
    (cause: unknown) => notify({ message: error(cause), tone: 'error' }),
  );
}
