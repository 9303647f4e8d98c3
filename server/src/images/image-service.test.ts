import { serve } from '@hono/node-server';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { openSqlite } from '../db/sqlite';
import type { WebpImageOptions } from './webp-image';
import { rasterizeWithSharp, type Rasterizer } from './webp-encoder';

const WEBP = { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };
const folders: string[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'stickers-images-'));
  folders.push(folder);
  return folder;
}

/** The whole service over real HTTP on a database file in `folder`, as `npm run server` runs it. */
async function startService(folder: string, webp: WebpImageOptions) {
  const db = await openSqlite(join(folder, 'stickers.db'));
  const app = await createApp({ db, apiKeys: ['k'], log: () => undefined, images: { webp } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  let [requests, closedSockets] = [0, 0];
  server.on('request', () => (requests += 1));
  server.on('connection', (socket: Socket) => socket.once('close', () => (closedSockets += 1)));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await db.close();
  };
  closers.push(close);
  return {
    get: (path: string, init: RequestInit = {}) => fetch(origin + path, { headers: WEBP, ...init }),
    requests: () => requests,
    closedSockets: () => closedSockets,
    close,
  };
}

/** A rasterizer that counts its renders and holds each one until `release()`. */
function gatedRasterizer() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const rasterize = vi.fn<Rasterizer>(async (frames) => {
    await gate;
    return rasterizeWithSharp(frames);
  });
  return { rasterize, release: () => open() };
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('animated renders kept on disk', () => {
  it('serves the first request after a restart from disk, without rendering', async () => {
    const folder = dataFolder();
    const url = '/api/images/fluent/grinning-cat~bounce.svg?d=240x240';
    const before = await startService(folder, { rasterize: vi.fn(rasterizeWithSharp) });
    const first = await before.get(url);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const rendered = await bytesOf(first);
    await before.close();
    expect(readdirSync(folder)).toContain('renditions');

    const rasterize = vi.fn(rasterizeWithSharp);
    const after = await startService(folder, { rasterize });
    const again = await after.get(url.replace('240x240', '200x200'));
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await bytesOf(again)).equals(rendered)).toBe(true);
    expect(rasterize).not.toHaveBeenCalled();
  });

  it('keeps no renders when the database is in memory', async () => {
    const rasterize = vi.fn(rasterizeWithSharp);
    const db = await openSqlite(':memory:');
    const app = await createApp({ db, apiKeys: ['k'], images: { webp: { rasterize } } });
    const response = await app.request('/api/images/twemoji/1f431~pulse.svg?d=48x48', {
      headers: WEBP,
    });
    expect(response.status).toBe(200);
    expect(rasterize).toHaveBeenCalledOnce();
    expect(existsSync(join(process.cwd(), 'renditions'))).toBe(false);
    await db.close();
  });
});

describe('the render queue under a flood', () => {
  it('refuses renders beyond the queue with 503, Retry-After and the envelope', async () => {
    const { rasterize, release } = gatedRasterizer();
    const service = await startService(dataFolder(), { rasterize, concurrency: 1, maxWaiting: 2 });
    const sides = [48, 64, 80, 96, 128, 160, 192, 240];
    const answers = sides.map((side) =>
      service.get(`/api/images/twemoji/1f63a~bounce.svg?d=${side}x${side}`),
    );
    // One render runs (held) and two wait: the other five must be answered at once.
    const refused = await new Promise<Response[]>((resolve) => {
      const done: Response[] = [];
      for (const answer of answers) {
        void answer.then((response) => {
          done.push(response);
          if (done.length === 5) resolve(done);
        });
      }
    });
    release();
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        header: { code: '1000', status: 'fail', message: expect.stringMatching(/busy/) as unknown },
        body: [],
      });
    }
    const served = await Promise.all(answers);
    expect(served.filter(({ status }) => status === 200)).toHaveLength(3);
    expect(rasterize).toHaveBeenCalledTimes(3);
  });

  it('drops the renders of requests that were aborted while they waited', async () => {
    const { rasterize, release } = gatedRasterizer();
    const service = await startService(dataFolder(), { rasterize, concurrency: 1, maxWaiting: 4 });
    const url = (stem: string) => `/api/images/fluent/${stem}~wiggle.svg?d=96x96`;
    const running = service.get(url('grinning-cat'));
    await vi.waitFor(() => expect(rasterize).toHaveBeenCalledOnce());
    const leaving = ['crying-cat', 'weary-cat', 'pouting-cat'].map((stem) => {
      const controller = new AbortController();
      const answer = service.get(url(stem), { signal: controller.signal }).catch(() => null);
      return { controller, answer };
    });
    const closedBefore = service.closedSockets();
    // Leave only once the server holds all three requests (they wait behind the held render).
    await vi.waitFor(() => expect(service.requests()).toBe(4));
    for (const { controller } of leaving) controller.abort();
    await Promise.all(leaving.map(({ answer }) => answer));
    await vi.waitFor(() => expect(service.closedSockets()).toBe(closedBefore + 3));
    release();
    expect((await running).status).toBe(200);
    const later = await service.get(url('kissing-cat'));
    expect(later.status).toBe(200);
    expect(rasterize).toHaveBeenCalledTimes(2);
  });
});
