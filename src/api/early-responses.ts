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

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const responses = (globalThis as WithEarlyResponses)[GLOBAL_NAME];
  const response = responses?.get(url);
  responses?.delete(url);
  return response;
}
