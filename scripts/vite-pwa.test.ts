import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceAnswersOnly } from './vite-pwa';

type UseCached = NonNullable<typeof serviceAnswersOnly.cachedResponseWillBeUsed>;

// Workbox writes the plugin's source into the worker: rebuilt from its text alone in a context
// of its own, it must work as it does there.
const useCachedInWorker = runInNewContext(
  `(${String(serviceAnswersOnly.cachedResponseWillBeUsed)})`,
) as UseCached;

const saved = new Response('{"header":{"code":"0000"},"body":{}}');

function answerFromCache(cache: RequestCache): ReturnType<UseCached> {
  const request = new Request('http://127.0.0.1/api/messenger/v1/package/1?userId=demo', {
    cache,
  });
  return useCachedInWorker({
    cacheName: 'api-reads',
    request,
    cachedResponse: saved,
    event: new Event('fetch'),
    state: {},
  });
}

describe('the service worker’s API reads', () => {
  it.each(['default', 'force-cache'] as const)(
    'fall back to the saved copy for a %s read when the network fails',
    async (cache) => {
      expect(await answerFromCache(cache)).toBe(saved);
    },
  );

  it.each(['no-cache', 'no-store', 'reload'] as const)(
    'never answer a %s read, one asking for the service’s answer, from the saved copy',
    async (cache) => {
      expect(await answerFromCache(cache)).toBeNull();
    },
  );
});
