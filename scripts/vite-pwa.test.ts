import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SAVED_COPY_HEADER } from '../src/api/service-reach';
import { anySavedSize, markedAsSavedCopy, serviceAnswersOnly } from './vite-pwa';

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

describe('a read the worker answers from its saved copy', () => {
  type Mark = NonNullable<typeof markedAsSavedCopy.cachedResponseWillBeUsed>;
  const markInWorker = runInNewContext(`(${String(markedAsSavedCopy.cachedResponseWillBeUsed)})`, {
    Headers,
    Response,
  }) as Mark;
  const mark = (cachedResponse: Response | undefined) =>
    markInWorker({
      cacheName: 'api-reads',
      request: new Request('http://127.0.0.1/api/messenger/v1/wish/demo'),
      cachedResponse,
      event: new Event('fetch'),
      state: {},
    });

  it('carries the header the app reads, and the saved answer itself', async () => {
    const answer = await mark(
      new Response('{"body":[]}', { headers: { 'content-type': 'application/json' } }),
    );
    expect(answer?.headers.get(SAVED_COPY_HEADER)).toBe('1');
    expect(answer?.headers.get('content-type')).toBe('application/json');
    expect(await answer?.text()).toBe('{"body":[]}');
  });

  it('is still nothing when nothing was saved', async () => {
    expect(await mark(undefined)).toBeNull();
  });
});

type Fallback = NonNullable<typeof anySavedSize.handlerDidError>;

/**
 * The fallback as the worker runs it (its source copied, as Workbox copies it), over a
 * `sticker-images` cache holding `saved` in the order saved, matched as Cache.keys and
 * Cache.match match (ignoreSearch: the path alone).
 */
function fallbackOver(saved: [string, string][]) {
  const samePath = (a: URL, b: URL) => a.origin + a.pathname === b.origin + b.pathname;
  const cache = {
    keys: (request: Request, options?: { ignoreSearch?: boolean }) => {
      const url = new URL(request.url);
      return Promise.resolve(
        saved
          .filter(([href]) =>
            options?.ignoreSearch ? samePath(new URL(href), url) : href === url.href,
          )
          .map(([href]) => new Request(href)),
      );
    },
    match: async (request: Request, options?: { ignoreSearch?: boolean }) => {
      const [first] = await cache.keys(request, options);
      const body = saved.find(([href]) => href === first?.url)?.[1];
      return body === undefined ? undefined : new Response(body);
    },
  };
  const caches = {
    open: (name: string) => Promise.resolve(name === 'sticker-images' ? cache : undefined),
  };
  const inWorker = runInNewContext(`(${String(anySavedSize.handlerDidError)})`, {
    caches,
    URL,
  }) as Fallback;
  return (url: string) =>
    inWorker({
      request: new Request(url),
      error: new Error('offline'),
      event: new Event('fetch'),
      state: {},
    });
}

describe('a sticker image asked for offline', () => {
  // The 160 px size of one sticker.
  const fallback = fallbackOver([
    ['http://127.0.0.1/api/images/twemoji/1f600.svg?d=160x160', '<svg>160</svg>'],
  ]);

  it('is answered with a size saved of the same sticker', async () => {
    const answer = await fallback('http://127.0.0.1/api/images/twemoji/1f600.svg?d=512x512');
    expect(await answer?.text()).toBe('<svg>160</svg>');
  });

  it('is not answered with another sticker', async () => {
    expect(
      await fallback('http://127.0.0.1/api/images/twemoji/1f601.svg?d=512x512'),
    ).toBeUndefined();
  });
});

describe('an animated sticker asked for at rest (still=1) offline', () => {
  const base = 'http://127.0.0.1/api/images/twemoji/1f431~bounce.svg';
  // Saved in this order: the person browsed before turning reduced motion on, then saw the tiles
  // at rest.
  const fallback = fallbackOver([
    [`${base}?d=192x192`, 'moving'],
    [`${base}?still=1&d=160x160`, 'at rest'],
  ]);

  it('is answered with a size saved at rest, never with the moving one', async () => {
    expect(await (await fallback(`${base}?still=1&d=320x320`))?.text()).toBe('at rest');
  });

  it('moving, is answered with a moving one', async () => {
    expect(await (await fallback(`${base}?d=320x320`))?.text()).toBe('moving');
  });

  it('is not answered at all when only the moving one was saved', async () => {
    const onlyMoving = fallbackOver([[`${base}?d=192x192`, 'moving']]);
    expect(await onlyMoving(`${base}?still=1&d=320x320`)).toBeUndefined();
  });
});
