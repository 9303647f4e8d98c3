import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The README promises the app works against any server that speaks the spec "by configuration
// alone" (VITE_MESSENGER_URL / VITE_CAMERA_URL at build time), and docs/deploy.md puts dist/ on a
// static host with the API on its own origin. docs/offline.md says API reads are kept by the
// service worker wherever they go (images on another origin are left to the browser's HTTP
// cache). This builds the app so configured and asks the generated worker, rebuilt from its own
// source, which requests it would keep.

const APP_ORIGIN = 'https://app.example';
const MESSENGER = 'https://stickers.example/api/messenger';
// A camera group behind a path prefix on the app's own origin (a proxy's /sticker/ route).
const CAMERA = '/sticker/api/camera';

type Route = {
  match: (options: { url: URL; request: Request; sameOrigin: boolean }) => boolean;
  handler: { options?: { cacheName?: string } };
};

let outDir = '';
let routes: Route[] = [];

/** Loads the built sw.js with a stand-in for Workbox that records each registerRoute. */
function routesOf(workerSource: string): Route[] {
  const recorded: Route[] = [];
  const workbox = new Proxy(
    {},
    {
      get: (_, name) =>
        name === 'registerRoute'
          ? (match: unknown, handler: Route['handler']) => {
              if (typeof match === 'function')
                recorded.push({ match: match as Route['match'], handler });
            }
          : function Stub(options?: unknown) {
              return { options };
            },
    },
  );
  const context: Record<string, unknown> = {
    addEventListener: () => {},
    skipWaiting: () => {},
    define: (_deps: unknown, factory: (wb: unknown) => void) => factory(workbox),
  };
  context.self = context;
  runInNewContext(workerSource, context);
  return recorded;
}

/** Whether the worker keeps a GET as the app sends it: an API read carries its key (src/api/client.ts). */
function keptIn(cacheName: string, href: string, headers: HeadersInit = {}): boolean {
  const url = new URL(href, APP_ORIGIN);
  const request = new Request(url, { method: 'GET', headers });
  return routes.some(
    (route) =>
      route.handler.options?.cacheName === cacheName &&
      route.match({ url, request, sameOrigin: url.origin === APP_ORIGIN }),
  );
}

const apiRead = { apikey: 'their-key', accept: 'application/json' };

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'sticker-other-server-'));
  const saved = { ...process.env };
  process.env.VITE_MESSENGER_URL = MESSENGER;
  process.env.VITE_CAMERA_URL = CAMERA;
  process.env.VITE_STICKER_API_KEY = 'their-key';
  try {
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env = saved;
  }
  routes = routesOf(readFileSync(join(outDir, 'sw.js'), 'utf8'));
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the service worker of an app built for another server', () => {
  it('keeps the local service’s reads (the default build’s behaviour, for reference)', () => {
    expect(keptIn('api-reads', `${APP_ORIGIN}/api/messenger/v1/wish/demo`, apiRead)).toBe(true);
  });

  it('keeps API reads of a messenger service on another origin (VITE_MESSENGER_URL) for offline use', () => {
    expect(keptIn('api-reads', `${MESSENGER}/v1/wish/demo?limit=20&pageNumber=1`, apiRead)).toBe(
      true,
    );
  });

  it('keeps API reads of a camera service behind a path prefix on the app’s origin (VITE_CAMERA_URL)', () => {
    expect(
      keptIn('api-reads', `${APP_ORIGIN}${CAMERA}/v1/sticker/frequently?userId=demo`, apiRead),
    ).toBe(true);
  });

  it('keeps no write, and no GET without the key (an image, a page’s file), among the API reads', () => {
    const url = `${MESSENGER}/v1/wish/demo`;
    const route = routes.find((each) => each.handler.options?.cacheName === 'api-reads');
    const write = new Request(url, { method: 'PUT', headers: apiRead });
    expect(route?.match({ url: new URL(url), request: write, sameOrigin: false })).toBe(false);
    expect(keptIn('api-reads', 'https://stickers.example/api/images/twemoji/1f435.svg')).toBe(
      false,
    );
    expect(keptIn('api-reads', `${APP_ORIGIN}/api/messenger/v1/wish/demo`)).toBe(false);
  });
});
