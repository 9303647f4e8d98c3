import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The README promises the app works against any server that speaks the spec "by configuration
// alone" (VITE_MESSENGER_URL / VITE_CAMERA_URL at build time), and docs/deploy.md puts dist/ on a
// static host with the API on its own origin. docs/offline.md says API reads and sticker images
// are kept by the service worker. This builds the app so configured and asks the generated
// worker, rebuilt from its own source, which requests it would keep.

const APP_ORIGIN = 'https://app.example';
const MESSENGER = 'https://stickers.example/api/messenger';
// A camera group behind a path prefix on the app's own origin (a proxy's /sticker/ route).
const CAMERA = '/sticker/api/camera';

type Route = {
  match: (options: { url: URL; request: { method: string }; sameOrigin: boolean }) => boolean;
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

function keptIn(cacheName: string, href: string): boolean {
  const url = new URL(href, APP_ORIGIN);
  return routes.some(
    (route) =>
      route.handler.options?.cacheName === cacheName &&
      route.match({ url, request: { method: 'GET' }, sameOrigin: url.origin === APP_ORIGIN }),
  );
}

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
    expect(keptIn('api-reads', `${APP_ORIGIN}/api/messenger/v1/wish/demo`)).toBe(true);
  });

  it('keeps API reads of a messenger service on another origin (VITE_MESSENGER_URL) for offline use', () => {
    expect(keptIn('api-reads', `${MESSENGER}/v1/wish/demo?limit=20&pageNumber=1`)).toBe(true);
  });

  it('keeps sticker images of the service on another origin, so a sticker’s large view opens offline', () => {
    expect(keptIn('sticker-images', 'https://stickers.example/api/images/twemoji/1f435.svg')).toBe(
      true,
    );
  });

  it('keeps API reads of a camera service behind a path prefix on the app’s origin (VITE_CAMERA_URL)', () => {
    expect(keptIn('api-reads', `${APP_ORIGIN}${CAMERA}/v1/sticker/frequently?userId=demo`)).toBe(
      true,
    );
  });
});
