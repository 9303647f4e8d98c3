import type { toast as sonnerToast } from 'sonner';

export type NoticeTone = 'info' | 'success' | 'error';

export type Notice = {
  message: string;
  tone?: NoticeTone;
  action?: { label: string; onClick: () => void };
};

type ShowToast = typeof sonnerToast;

let toasterListening: (show: ShowToast) => void = () => undefined;
// sonner drops toasts raised before its <Toaster> subscribes, and the toaster loads after the
// first paint, so notices wait for it rather than vanish.
const shownBy = new Promise<ShowToast>((resolve) => {
  toasterListening = resolve;
});

/** Called by the mounted toaster: from now on notices reach the screen. */
export function handOverToToaster(show: ShowToast): void {
  toasterListening(show);
}

/** Shows a notice in the toast region; Undo-style actions stay longer, to be read and reached. */
export function notify({ message, tone = 'info', action }: Notice): void {
  void shownBy.then((show) => {
    const options = { duration: action ? 8000 : 5000, action };
    if (tone === 'success') show.success(message, options);
    else if (tone === 'error') show.error(message, options);
    else show(message, options);
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
