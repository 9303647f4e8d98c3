import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seededSharedDatabase,
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
  type SharedDatabase,
} from '../src/testing/service-processes';

// Two service processes on one database (PostgreSQL under npm run test:pg, a SQLite file
// otherwise): every write answered by one is read back through the other on the next request.
let shared: SharedDatabase;
let a: ServiceProcess;
let b: ServiceProcess;
beforeAll(async () => {
  shared = await seededSharedDatabase();
  [a, b] = await Promise.all([startServiceProcess(shared.env), startServiceProcess(shared.env)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map((service) => stopServiceProcess(service)));
  shared.remove();
});

type Body = Record<string, unknown>;
const m = '/api/messenger/v1';
const c = '/api/camera/v1';

async function answer(service: ServiceProcess, path: string, method = 'GET') {
  const response = await service.call(path, { method });
  const json = (await response.json()) as { header: { code: string }; body: Body };
  return { code: json.header.code, body: json.body };
}
const list = (body: Body, key = 'packageList') => (body[key] ?? []) as Body[];
const ids = (body: Body, key?: string) => list(body, key).map((item) => item.packageId);
const pack = async (service: ServiceProcess, id: number) =>
  (await answer(service, `${m}/package/${id}?userId=u`)).body.package as Body;

interface Step {
  name: string;
  write: [ServiceProcess, string, string];
  /** Read through the other process; answers whether it shows the write. */
  shows: (reader: ServiceProcess) => Promise<boolean>;
}

describe('two service processes on one database', () => {
  it('read back every write of the other at once: 0 stale reads', async () => {
    const other = (writer: ServiceProcess) => (writer === a ? b : a);
    // Both processes have read everything first, so a per-process cache of it would show.
    for (const service of [a, b]) {
      for (const id of [1, 2, 3, 4]) await pack(service, id);
      for (const path of ['/mysticker/u', '/mysticker/hide/u', '/wish/u', '/download/u']) {
        await answer(service, `${m}${path}`);
      }
      await answer(service, `${m}/gift/receive/u`);
      await answer(service, `${m}/package/recent/u`);
      await answer(service, `${m}/search/recent?userId=u`);
      await answer(service, `${c}/sticker/frequently?userId=u`);
    }
    const steps: Step[] = [
      {
        name: 'download → M6, M9, M3 isDownload',
        write: [a, 'POST', `${m}/download/1?userId=u`],
        shows: async (r) =>
          ids((await answer(r, `${m}/mysticker/u`)).body).includes(1) &&
          ids((await answer(r, `${m}/download/u`)).body)[0] === 1 &&
          (await pack(r, 1)).isDownload === 'Y',
      },
      {
        name: 'wish → M10, M3 isWish',
        write: [b, 'PUT', `${m}/wish/2?userId=u`],
        shows: async (r) =>
          ids((await answer(r, `${m}/wish/u`)).body)[0] === 2 && (await pack(r, 2)).isWish === 'Y',
      },
      {
        name: 'wish again (removed) → M10, M3 isWish',
        write: [a, 'PUT', `${m}/wish/2?userId=u`],
        shows: async (r) =>
          !ids((await answer(r, `${m}/wish/u`)).body).includes(2) &&
          (await pack(r, 2)).isWish === 'N',
      },
      {
        name: 'hide → M7, not M6',
        write: [b, 'PUT', `${m}/mysticker/hide/u/1`],
        shows: async (r) =>
          ids((await answer(r, `${m}/mysticker/hide/u`)).body).includes(1) &&
          !ids((await answer(r, `${m}/mysticker/u`)).body).includes(1),
      },
      {
        name: 'recover → M6, not M7',
        write: [a, 'PUT', `${m}/mysticker/hide/u/1`],
        shows: async (r) =>
          ids((await answer(r, `${m}/mysticker/u`)).body).includes(1) &&
          !ids((await answer(r, `${m}/mysticker/hide/u`)).body).includes(1),
      },
      {
        name: 'gift sent → M12',
        write: [b, 'POST', `${m}/gift/3/friend/u`],
        shows: async (r) => ids((await answer(r, `${m}/gift/receive/u`)).body).includes(3),
      },
      {
        name: 'gift confirmed → M12 isReceive, M6, M9, M3 isDownload',
        write: [a, 'PUT', `${m}/gift/3/friend/u`],
        shows: async (r) =>
          list((await answer(r, `${m}/gift/receive/u`)).body)[0]?.isReceive === 'Y' &&
          ids((await answer(r, `${m}/mysticker/u`)).body).includes(3) &&
          ids((await answer(r, `${m}/download/u`)).body)[0] === 3 &&
          (await pack(r, 3)).isDownload === 'Y',
      },
      {
        name: 'view (M3) → M5 first, M6 isView',
        write: [b, 'GET', `${m}/package/1?userId=u`],
        shows: async (r) => {
          const mine = list((await answer(r, `${m}/mysticker/u`)).body);
          return (
            ids((await answer(r, `${m}/package/recent/u`)).body)[0] === 1 &&
            mine.find((item) => item.packageId === 1)?.isView === 'Y'
          );
        },
      },
      {
        name: 'search (M1 records its tag) → M2',
        write: [a, 'GET', `${m}/search?q=cat&userId=u`],
        shows: async (r) =>
          JSON.stringify((await answer(r, `${m}/search/recent?userId=u`)).body).includes('"cat"'),
      },
      {
        name: 'tag removed → M2',
        write: [b, 'DELETE', `${m}/search/recent/u?q=cat`],
        shows: async (r) =>
          !JSON.stringify((await answer(r, `${m}/search/recent?userId=u`)).body).includes('"cat"'),
      },
      {
        name: 'purchase → a second purchase is refused with 0001',
        write: [a, 'POST', `${m}/download/4?userId=u&isPurchase=Y`],
        shows: async (r) =>
          (await answer(r, `${m}/download/4?userId=u&isPurchase=Y`, 'POST')).code === '0001',
      },
      {
        name: 'sticker use (C5) → C3',
        write: [b, 'POST', `${c}/analytics/send/101?userId=u`],
        shows: async (r) =>
          list((await answer(r, `${c}/sticker/frequently?userId=u`)).body, 'stickerList')[0]
            ?.stickerId === 101,
      },
      {
        name: 'sticker send → M4',
        write: [a, 'POST', `${m}/analytics/send/102?userId=u`],
        shows: async (r) =>
          list((await answer(r, `${m}/package/send/u`)).body, 'stickerList')[0]?.stickerId === 102,
      },
    ];
    const stale: string[] = [];
    for (const { name, write, shows } of steps) {
      const [writer, method, path] = write;
      expect((await answer(writer, path, method)).code, name).toBe('0000');
      if (!(await shows(other(writer)))) stale.push(name);
    }
    expect(stale).toEqual([]);
  });
});
