import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EmptyBodySchema,
  MyPackagePageBodySchema,
  PackageDetailBodySchema,
  PackageSummaryPageBodySchema,
} from '../../contract';
import { envelopeOf } from '../../contract/envelope';
import { downloadRows } from './rows';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const m = (path: string, method = 'GET') => server.call(`/api/messenger/v1${path}`, { method });
const download = (id: number, user: string, query = '') =>
  m(`/download/${id}?userId=${user}${query}`, 'POST');
const hide = (user: string, id: number) => m(`/mysticker/hide/${user}/${id}`, 'PUT');
const ids = (list: { packageId: number }[]) => list.map((p) => p.packageId);
const mine = async (user: string, hidden = false) =>
  (
    await expectSuccess(
      await m(`/mysticker/${hidden ? 'hide/' : ''}${user}`),
      MyPackagePageBodySchema,
    )
  ).packageList;
const history = async (user: string) =>
  (await expectSuccess(await m(`/download/${user}`), PackageSummaryPageBodySchema)).packageList;

describe('download and purchase (extension)', () => {
  it('adds packs to my packs in download order and to the history, most recent first', async () => {
    for (const id of [4, 1, 2]) await expectSuccess(await download(id, 'd1'), EmptyBodySchema);
    const packs = await mine('d1');
    expect(ids(packs)).toEqual([4, 1, 2]);
    expect(packs.map((p) => p.order)).toEqual([1, 2, 3]);
    expect(packs.every((p) => p.isDownload === 'Y' && p.isView === 'N')).toBe(true);
    expect(ids(await history('d1'))).toEqual([2, 1, 4]);
  });

  it('counts a repeated free download of an owned pack as no new C1 event', async () => {
    const allTime = async () =>
      (
        await server.db.kysely
          .selectFrom('ranking_totals')
          .select('events')
          .where('days', '=', 0)
          .where('package_id', '=', 3)
          .executeTakeFirst()
      )?.events ?? 0;
    const before = await allTime();
    for (let n = 0; n < 20; n += 1) await expectSuccess(await download(3, 'rep'), EmptyBodySchema);
    expect(await allTime()).toBe(before + 1);
    await download(3, 'rep', '&isPurchase=Y');
    expect(await allTime()).toBe(before + 2);
  });

  it('makes a repeated free download idempotent for my packs', async () => {
    await download(4, 'd2');
    await download(5, 'd2');
    await download(4, 'd2');
    expect(ids(await mine('d2'))).toEqual([4, 5]);
    expect(ids(await history('d2'))).toEqual([4, 5]);
  });

  it('warns with 0001 on a second purchase and records nothing', async () => {
    await expectSuccess(await download(3, 'd3', '&isPurchase=Y'), EmptyBodySchema);
    const again = await download(3, 'd3', '&isPurchase=Y');
    expect(again.status).toBe(200);
    const body = envelopeOf(EmptyBodySchema).parse(await again.json());
    expect(body.header).toMatchObject({ code: '0001', status: 'warning' });
    expect(body.header.message).toContain('packageId');
    expect(await downloadRows(server.db, 'd3')).toBe(1);
  });

  it('lets a free download become a purchase once', async () => {
    await download(6, 'd4');
    await expectSuccess(await download(6, 'd4', '&isPurchase=Y&price=100'), EmptyBodySchema);
    const again = (await (await download(6, 'd4', '&isPurchase=y')).json()) as {
      header: { code: string };
    };
    expect(again.header.code).toBe('0001');
  });

  it.each([
    ['/download/999?userId=x', 404, '4004', 'packageId'],
    ['/download/1', 400, '4000', 'userId'],
    ['/download/1?userId=x&isPurchase=maybe', 400, '4000', 'isPurchase'],
    ['/download/1?userId=x&isPurchase=Y&price=-5', 400, '4000', 'price'],
  ])('POST %s answers %i', async (path, status, code, name) => {
    expect(await expectFailure(await m(path, 'POST'), status, code)).toContain(name);
  });
});

describe('M8 hide toggle', () => {
  it('moves a pack to the hidden list and back to its place', async () => {
    for (const id of [1, 2, 4]) await download(id, 'h1');
    await expectSuccess(await hide('h1', 2), EmptyBodySchema);
    expect(ids(await mine('h1'))).toEqual([1, 4]);
    const hidden = await mine('h1', true);
    expect(ids(hidden)).toEqual([2]);
    expect(hidden[0]?.isDownload).toBe('Y');

    await expectSuccess(await hide('h1', 2), EmptyBodySchema);
    expect(ids(await mine('h1'))).toEqual([1, 2, 4]);
    expect(await mine('h1', true)).toEqual([]);
  });

  it('keeps isDownload for a hidden pack in pack info', async () => {
    await download(5, 'h2');
    await hide('h2', 5);
    const response = await m('/package/5?userId=h2');
    const { package: pack } = await expectSuccess(response, PackageDetailBodySchema);
    expect(pack.isDownload).toBe('Y');
  });

  it('un-hides a hidden pack that is downloaded again', async () => {
    await download(4, 'h3');
    await hide('h3', 4);
    await download(4, 'h3');
    expect(ids(await mine('h3'))).toEqual([4]);
    expect(await mine('h3', true)).toEqual([]);
  });

  it('answers 404 naming packageId for a pack the user does not own', async () => {
    expect(await expectFailure(await hide('h4', 1), 404, '4004')).toContain('packageId');
    expect(await expectFailure(await hide('h4', 999), 404, '4004')).toContain('packageId');
    expect(await expectFailure(await hide('h4', 0.5), 400, '4000')).toContain('packageId');
  });
});
