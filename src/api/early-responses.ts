/**
 * Responses to requests started by the script inlined in index.html, before the app's code has
 * loaded. The client takes each one once, in place of sending the same GET again.
 */
const GLOBAL_NAME = '__stickerEarlyResponses';

type EarlyResponses = Map<string, Promise<Response>>;
type WithEarlyResponses = typeof globalThis & { [GLOBAL_NAME]?: EarlyResponses };

export function putEarlyResponse(url: string, response: Promise<Response>): void {
  const scope = globalThis as WithEarlyResponses;
  // Nobody may take it (the user leaves at once): a failure must not surface as unhandled.
  response.catch(() => undefined);
  (scope[GLOBAL_NAME] ??= new Map()).set(url, response);
}

/**
 * The early responses nobody has taken yet, by URL, to read a clone of (the first images' preload,
 * src/app/start/first-images.ts) without taking them from the API client.
 */
export function untakenEarlyResponses(): ReadonlyMap<string, Promise<Response>> {
  return (globalThis as WithEarlyResponses)[GLOBAL_NAME] ?? new Map();
}

/**
 * The early response to `url`, once, settling as a fetch with `signal` would: rejected with the
 * signal's reason when it aborts first (a timeout, or React Query cancelling).
 */
export function takeEarlyResponse(url: string, signal: AbortSignal): Promise<Response> | undefined {
  const responses = (globalThis as WithEarlyResponses)[GLOBAL_NAME];
  const response = responses?.get(url);
  if (!response) return undefined;
  responses?.delete(url);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
