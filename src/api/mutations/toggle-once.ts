import { request } from '../client';
import type { BodyReader } from '../reading/body-reader';
import { packDetailRequest } from '../requests';
import { shouldRetryWrite } from '../query-client';
import type { WithUser } from './user-mutation';

/** A toggle (M8, M11) and the state the person chose with it, when the caller knew it. */
export type ToggleVariables = WithUser<{ packageId: number; wanted?: boolean }>;

type Flag = 'isWish' | 'isHidden';

/**
 * M8 and M11 are toggles: sent after a wait, one would undo a change made meanwhile elsewhere
 * (another device, or this one's earlier try that got no answer). So a toggle that waited, made
 * offline, restored after a reload or tried before, first reads the pack's state (M3, not
 * recorded as a view) and is not sent when the service already has what the person chose.
 * A service that does not say (no isHidden on a spec-only server) gets the toggle as before.
 */
export function toggleOnce(flag: Flag, send: (userId: string, packageId: number) => Promise<void>) {
  const startedHere = new WeakSet<object>();
  const tried = new WeakSet<object>();
  return {
    started: (variables: ToggleVariables) => void startedHere.add(variables),
    /** Sends the toggle unless it is no longer needed; answers whether it was sent. */
    send: async (variables: ToggleVariables): Promise<boolean> => {
      const { userId, packageId, wanted, madeOffline } = variables;
      const waited = madeOffline === true || tried.has(variables) || !startedHere.has(variables);
      const readThenSend = async () => {
        if (wanted !== undefined && waited) {
          const now = await serviceFlag(flag, userId, packageId);
          if (now !== undefined && now === wanted) return false;
        }
        tried.add(variables);
        await send(userId, packageId);
        return true;
      };
      // Two tabs sending the same choice made offline would both read the old state and both
      // toggle, the second undoing the first: one tab at a time reads and sends for a pack.
      if (!waited || !('locks' in navigator)) return readThenSend();
      return navigator.locks.request(
        `sticker-browser:${flag}:${userId}:${packageId}`,
        readThenSend,
      );
    },
  };
}

/** The flag as the service sent it: Y or N, else nothing (the readers default a missing one). */
const sentFlag = (flag: Flag) =>
  ({
    safeParse(body: unknown) {
      const pack: unknown =
        typeof body === 'object' && body !== null ? (body as { package?: unknown }).package : null;
      const value: unknown =
        typeof pack === 'object' && pack !== null ? (pack as Record<Flag, unknown>)[flag] : null;
      return { success: true, data: value === 'Y' ? true : value === 'N' ? false : undefined };
    },
  }) satisfies BodyReader<boolean | undefined>;

async function serviceFlag(
  flag: Flag,
  userId: string,
  packageId: number,
): Promise<boolean | undefined> {
  const { group, path, query } = packDetailRequest({ userId, packageId, unrecorded: true });
  try {
    // The service's own answer: a copy the worker saved may predate the change (read-options.ts).
    return await request(group, path, sentFlag(flag), { query, cache: 'no-cache' });
  } catch (error) {
    // No answer: wait and try again rather than toggle blind. Any other error: the toggle's own
    // answer says what the service makes of it.
    if (shouldRetryWrite(0, error)) throw error;
    return undefined;
  }
}
