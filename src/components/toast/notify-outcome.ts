import { getSettings } from '../../lib/settings-store';
import { tellUser } from '../../lib/tell-when-shown';
import { notify, type Notice } from './notify';

type Outcome<T> = {
  /** What both notices, success or error, are news of (see Notice). */
  about?: string;
  success?: (result: T) => Notice | undefined;
  error: (error: unknown) => string;
};

/**
 * Reports a mutation's end in a toast. Works from a promise (mutateAsync) rather than mutate's
 * callbacks, which React Query drops once the calling component unmounts: an Undo pressed on
 * another page must still say how it went.
 *
 * The write is news for the user shown when it was asked for. If Settings shows another user
 * when it ends (one made offline, sent later), its failure waits for its user to be shown again;
 * its success is not told, as their lists show it, and its Undo would change their pack.
 */
export function notifyOutcome<T>(promise: Promise<T>, { about, success, error }: Outcome<T>): void {
  const writer = getSettings().userId;
  promise.then(
    (result) => {
      const notice = getSettings().userId === writer ? success?.(result) : undefined;
      if (notice) notifySuccessOf(writer, { about, ...notice });
    },
    (cause: unknown) => notifyFailureOf(writer, { about, message: error(cause), tone: 'error' }),
  );
}

/** A write's success, told only while its writer is shown: otherwise their lists show it. */
export function notifySuccessOf(writer: string, notice: Notice): void {
  if (getSettings().userId === writer) notify({ ...notice, forUser: writer });
}

/** A write's failure, told to its writer: now if shown, else once Settings shows them again. */
export function notifyFailureOf(writer: string, notice: Notice): void {
  tellUser(writer, () => notify(notice));
}
